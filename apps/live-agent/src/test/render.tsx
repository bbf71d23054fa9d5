// Test harness for this remote's screens: i18next with the remote's, ui-kit's and auth's strings; the real
// Mirage server; a session signed in through it (admin by default, or the agent); the platform store with
// the real API client (Bearer token, Accept-Language) in saga context; the ability of that user; the toast
// area; and the remote's own routes in a memory router whose location is shown in `data-testid="location"`.
import { act } from '@testing-library/react';
import { createRemoteHarness } from '@live-agent/ui-kit/testing';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';
import { until as untilHolds } from '@live-agent/test-fixtures';
import type { Server } from 'miragejs';
import { presetRange, type DatePreset, type DateRange } from '../reports/dateRange';
import { organizationToday } from '../reports/organizationDay';

export const {
  initTestI18n,
  renderRoute,
  setupScreenTest,
  signIn,
  createTestStore,
  startTestServer,
  apiGet,
  englishFormRules,
  describeContract,
} = createRemoteHarness({ namespace: NAMESPACE, resources, routes });
export { authorised, captureDownloads, readBlob, silenceActWarnings } from '@live-agent/ui-kit/testing';

/**
 * Mirage options for the report screens: the conversation history ends at the real clock, as the app has it,
 * so the date presets (counted from today) find conversations. No simulation: figures only change when a test
 * says so.
 */
export const REPORT_HISTORY = { conversations: { endsAt: 'now' } } as const;

/** Lets pending requests and renders settle on real time. */
export const pause = (ms = 50) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * `until` for a screen: the pauses between checks run inside act(), so what renders meanwhile settles. (Testing
 * Library's waitFor polls with setInterval, which the tests that fake the auto-refresh timer also fake.)
 */
export const until = (check: () => unknown, timeout = 5_000) =>
  untilHolds(check, { timeout, interval: 20, sleep: pause });

/**
 * A preset's days as a report screen counts them: from today in the test server's organisation zone
 * (reports/organizationDay.tsx), not the machine's.
 */
export function presetDays(server: Server, preset: DatePreset): DateRange {
  const [organization] = server.db.organizations as unknown as Array<{ timezone: string }>;
  return presetRange(preset, organizationToday(organization.timezone));
}
