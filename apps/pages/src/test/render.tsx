// ui-kit's test harness bound to this remote's namespace (every feature's strings) and routes.
import { createRemoteHarness } from '@live-agent/ui-kit/testing';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';

export const {
  initTestI18n,
  renderRoute,
  setupScreenTest,
  createTestStore,
  startTestServer,
  englishT,
  englishFormRules,
} = createRemoteHarness({ namespace: NAMESPACE, resources, routes });
