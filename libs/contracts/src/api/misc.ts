// The coming-soon page (docs/demo-api.md, Coming soon; beyond the original theme): both need a user allowed to read
// the Demo screens.
import { comingSoonDataSchema, notifyResponseSchema, notifySchema } from '../schemas/misc';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const MISC_ENDPOINTS: Endpoint[] = [
  get('/misc/coming-soon', 'The launch moment and the server’s now, for the countdown', {
    responses: { 200: comingSoonDataSchema },
  }),
  post('/misc/notify', 'Puts an address on the launch list (201), or answers 200 when it is on it already', {
    body: notifySchema,
    responses: { 200: notifyResponseSchema, 201: notifyResponseSchema },
  }),
];
