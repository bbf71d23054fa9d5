// The forms showcase (docs/demo-api.md, Forms showcase): the validation demo's "is this username taken", the async
// select's city search and the wizard's submission; each needs a user allowed to read the Demo screens.
import * as schemas from '../schemas/showcase-forms';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const SHOWCASE_FORMS_ENDPOINTS: Endpoint[] = [
  get('/api/showcase-forms/username', 'Whether a user of the users app already has this username (any case)', {
    query: schemas.usernameCheckQuery,
    responses: { 200: schemas.usernameCheckSchema },
  }),
  get('/api/showcase-forms/cities', 'At most 10 cities whose name or country holds q', {
    query: schemas.cityQuery,
    responses: { 200: schemas.cityListSchema },
  }),
  post(
    '/api/showcase-forms/wizard',
    'Signs up the wizard’s account (nothing is stored) and answers it with a reference',
    { body: schemas.wizardSubmitSchema, responses: { 201: schemas.wizardResultSchema } },
  ),
];
