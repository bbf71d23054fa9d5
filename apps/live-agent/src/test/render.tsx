// ui-kit's test harness bound to this remote's namespace (all its features' strings) and routes.
import { createRemoteHarness } from '@live-agent/ui-kit/testing';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';

export const { initTestI18n, renderRoute, useScreenTest, signIn, createTestStore, startTestServer, apiGet } =
  createRemoteHarness({ namespace: NAMESPACE, resources, routes });
export { useInlineComputedStyle, captureDownloads, readBlob, silenceActWarnings } from '@live-agent/ui-kit/testing';

/**
 * Mirage options for the report screens: the conversation history ends at the real clock, as the app has it,
 * so the date presets (counted from today) find conversations. No simulation: figures only change when a test
 * says so.
 */
export const REPORT_HISTORY = { conversations: { endsAt: 'now' } } as const;
