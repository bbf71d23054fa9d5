// The coming-soon page (docs/demo-api.md, Coming soon): its launch date as the server answers it (strict objects),
// and the "notify me" list, which takes one e-mail address. Whether it is on the list already depends on what is
// stored: the server answers that.
import { email, z } from '../rules/schema';

const about = (description: string) => z.describe(description);

export const notifySchema = z.object({ email: email() });

/** GET /misc/coming-soon: a countdown needs both, so the client counts from the server's clock, not its own. */
export const comingSoonDataSchema = z.strictObject({
  launchAt: z.string().check(about('ISO instant: 24 days, 6 hours and 30 minutes after the server’s now.')),
  now: z.string().check(about('The server’s clock (ISO instant).')),
});

/** POST /misc/notify. */
export const notifyResponseSchema = z.strictObject({
  email: z.string().check(about('The address, trimmed.')),
  added: z.boolean().check(about('False when the address was already on the list (any case): 200 instead of 201.')),
});
