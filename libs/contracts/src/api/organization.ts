// The organisation (docs/demo-api.md, Organization): its name and logo before sign-in, and the General Settings.
import { LOGO_MAX_BYTES } from '../rules/formats';
import * as schemas from '../schemas/organization';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

/** Every product subject (libs/mock-server product-subjects.ts): any product screen reads the organisation. */
const ANY_PRODUCT_READER = [
  'Dashboard',
  'Admin',
  'Agent',
  'ConversationTemplate',
  'Report',
  'Settings',
  'LiveMonitor',
  'AgentDesk',
].map(read);

const { get, put } = endpointsOn('product', 'public');

export const ORGANIZATION_ENDPOINTS: Endpoint[] = [
  get('/current-organization', 'The organisation’s name and logo, which the shell shows before sign-in', {
    responses: { 200: schemas.currentOrganizationResponseSchema },
    notFound: true,
  }),
  get('/organization', 'The organisation and its settings (its name and time zone are read by every product screen)', {
    access: ANY_PRODUCT_READER,
    responses: { 200: schemas.organizationResponseSchema },
    notFound: true,
  }),
  put(
    '/organization',
    `Changes the fields and settings sent, the others keep their value; JSON, or multipart with bracket keys and the logo as a file (a PNG, JPEG, GIF, WebP or SVG image by its type and bytes, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB)`,
    {
      access: [manage('Settings')],
      body: schemas.organizationUpdateRequestSchema,
      responses: { 200: schemas.organizationResponseSchema },
      notFound: true,
    },
  ),
];
