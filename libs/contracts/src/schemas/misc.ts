// The coming-soon page's "notify me" list (docs/demo-api.md, Coming soon): one e-mail address. Whether it is on the
// list already depends on what is stored: the server answers that.
import { email, z } from '../rules/schema';

export const notifySchema = z.object({ email: email() });
