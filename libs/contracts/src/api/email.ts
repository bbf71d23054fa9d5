// The demo mailbox (docs/demo-api.md, Email): every endpoint needs a user allowed to read the Demo screens (the
// email screen's ability), the writes included. Every write is all or nothing: an unknown id is a 404 before anything
// changes.
import * as schemas from '../schemas/email';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const EMAIL_ENDPOINTS: Endpoint[] = [
  get(
    '/apps/email/emails',
    'The viewed list (a folder, the starred mails or a label, searched by q), newest first, and the counters',
    { query: schemas.emailListQuery, responses: { 200: schemas.emailListResponseSchema } },
  ),
  post(
    '/apps/email/update-emails',
    'Marks mails read or starred, or moves them to a folder; answers the changed mails',
    { body: schemas.updateEmailsRequestSchema, responses: { 200: schemas.emailListResponseSchema }, notFound: true },
  ),
  post(
    '/apps/email/update-emails-label',
    'Toggles a label on each mail (added where missing, removed where present); answers the changed mails',
    {
      body: schemas.updateEmailsLabelRequestSchema,
      responses: { 200: schemas.emailListResponseSchema },
      notFound: true,
    },
  ),
  get(
    '/apps/email/get-email',
    'One mail, and whether the viewed list has a newer one above it and an older one below',
    { query: schemas.getEmailQuery, responses: { 200: schemas.emailWithNeighboursSchema }, notFound: true },
  ),
  get('/apps/email/paginate-email', 'The newer or older neighbour of a mail in the viewed list (404 at either end)', {
    refusesQuery: true,
    query: schemas.paginateEmailQuery,
    responses: { 200: schemas.emailWithNeighboursSchema },
    notFound: true,
  }),
  post(
    '/apps/email/send-email',
    'Sends a mail (at least one recipient) from the signed-in user, filed in Sent; sending a draft removes the draft',
    { body: schemas.sendEmailRequestSchema, responses: { 201: schemas.emailSavedResponseSchema }, notFound: true },
  ),
  post('/apps/email/save-draft', 'Saves a new draft (201), or updates the draft `draftId` names (200)', {
    body: schemas.saveDraftRequestSchema,
    responses: { 200: schemas.emailSavedResponseSchema, 201: schemas.emailSavedResponseSchema },
    notFound: true,
  }),
  post('/apps/email/restore-emails', 'Puts mails of the trash back where they came from', {
    body: schemas.trashActionRequestSchema,
    responses: { 200: schemas.emailListResponseSchema },
    notFound: true,
  }),
  post('/apps/email/delete-emails', 'Removes mails of the trash for good', {
    body: schemas.trashActionRequestSchema,
    responses: { 200: schemas.emailsDeletedResponseSchema },
    notFound: true,
  }),
];
