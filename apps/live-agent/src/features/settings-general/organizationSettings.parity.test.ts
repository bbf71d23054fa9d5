// The General Settings form and the server agree on every hostile input of the shared fixture, field by field: one
// refuses exactly what the other refuses, in the same words (both from the organisation's schemas in contracts).
import { organizationRules } from './organizationSettings.rules';
import { adminFormParityTest } from '../../test/parity';

const SETTINGS = ['routingMethod', 'defaultMaxConcurrentChats', 'autoCloseIdleMinutes', 'offlineMessage'];

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  organizationRules,
  {
    fields: ['name', 'timezone', 'locale', 'defaultMaxConcurrentChats', 'autoCloseIdleMinutes', 'offlineMessage'],
    path: '/organization',
    valid: {},
    under: (field) => (SETTINGS.includes(field) ? 'settings' : undefined),
  },
);
