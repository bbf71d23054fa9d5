// The forms showcase (docs/demo-api.md, Forms showcase): the validation demo's "is this username taken", the async
// select's city search and the wizard's submission; each needs a user allowed to read the Demo screens.
import {
  cityListSchema,
  cityQuery,
  usernameCheckQuery,
  usernameCheckSchema,
  wizardResultSchema,
  wizardSubmitSchema,
} from '../schemas/showcase-forms';
import { read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

export const SHOWCASE_FORMS_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/showcase-forms/username',
    api: 'demo',
    summary: 'Whether a user of the users app already has this username (any case)',
    access: READ,
    query: usernameCheckQuery,
    responses: { 200: usernameCheckSchema },
  },
  {
    method: 'GET',
    path: '/api/showcase-forms/cities',
    api: 'demo',
    summary: 'At most 10 cities whose name or country holds q',
    access: READ,
    query: cityQuery,
    responses: { 200: cityListSchema },
  },
  {
    method: 'POST',
    path: '/api/showcase-forms/wizard',
    api: 'demo',
    summary: 'Signs up the wizard’s account (nothing is stored) and answers it with a reference',
    access: READ,
    body: wizardSubmitSchema,
    responses: { 201: wizardResultSchema },
  },
];
