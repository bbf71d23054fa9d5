// The General Settings form and the server agree on every hostile input of the shared fixture, field by field: one
// refuses exactly what the other refuses, in the same words (both from the organisation's schemas in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { organizationRules } from './organizationSettings.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

const SETTINGS = ['routingMethod', 'defaultMaxConcurrentChats', 'autoCloseIdleMinutes', 'offlineMessage'];

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { name, timezone, locale, defaultMaxConcurrentChats, autoCloseIdleMinutes, offlineMessage } =
    organizationRules(englishFormRules());
  const serverErrors = serverFieldErrors({
    path: '/organization',
    valid: {},
    under: (field) => (SETTINGS.includes(field) ? 'settings' : undefined),
  });
  expect(
    await formServerDisagreements({
      fields: { name, timezone, locale, defaultMaxConcurrentChats, autoCloseIdleMinutes, offlineMessage },
      serverErrors,
    }),
  ).toEqual([]);
}, 120_000);
