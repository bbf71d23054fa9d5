// The coming-soon page (docs/demo-api.md, Coming soon; beyond the original theme): both need a user allowed to read
// the Demo screens.
import { comingSoonDataSchema, notifyResponseSchema, notifySchema } from '../schemas/misc';
import { read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

export const MISC_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/misc/coming-soon',
    api: 'demo',
    summary: 'The launch moment and the server’s now, for the countdown',
    access: READ,
    responses: { 200: comingSoonDataSchema },
  },
  {
    method: 'POST',
    path: '/misc/notify',
    api: 'demo',
    summary: 'Puts an address on the launch list (201), or answers 200 when it is on it already',
    access: READ,
    body: notifySchema,
    responses: { 200: notifyResponseSchema, 201: notifyResponseSchema },
  },
];
