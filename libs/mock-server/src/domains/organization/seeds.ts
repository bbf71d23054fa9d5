// The one organisation of the demo (docs/demo-api.md, organization). Settings are seeded now so the
// General Settings screen and the routing/report domains read one source of truth.
import type { Organization } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { svgDataUrl } from '../../images';
import { DEMO_TIME_ZONE, type SeedClock } from '../../types';

/** A speech bubble with a headset dot: inline, so the logo shows without any asset server. */
export const ACME_LOGO = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="#7367f0"/>` +
    `<path d="M14 18h36a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H28l-10 8v-8h-4a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" fill="#fff"/>` +
    `<circle cx="24" cy="31" r="3" fill="#7367f0"/><circle cx="32" cy="31" r="3" fill="#7367f0"/><circle cx="40" cy="31" r="3" fill="#7367f0"/>` +
    `</svg>`,
);

export const ACME_ORGANIZATION = {
  id: 1,
  name: 'Acme Support',
  image: ACME_LOGO,
  timezone: DEMO_TIME_ZONE,
  locale: 'en',
  settings: {
    routingMethod: 'load_balancing',
    defaultMaxConcurrentChats: 5,
    csatEnabled: true,
    requireCommentOnClose: false,
    requireCategoryOnClose: true,
    autoCloseIdleMinutes: 30,
    offlineMessage: 'We are offline right now. Leave us a message and we will get back to you by email.',
  },
} satisfies Organization;

/** The organisation keeps the seeds' time zone: its day is the one its shifts and working hours follow. */
export function seedOrganization(server: Server, { timeZone }: SeedClock): void {
  server.db.organizations.insert({ ...ACME_ORGANIZATION, timezone: timeZone });
}
