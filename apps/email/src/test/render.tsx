// ui-kit's test harness bound to this remote's namespace and routes.
import { createRemoteHarness } from '@live-agent/ui-kit/testing';
import { NAMESPACE, resources } from '../i18n';
import { routes } from '../routes';

export const { renderRoute, setupScreenTest, createTestStore, englishFormRules, describeContract } =
  createRemoteHarness({ namespace: NAMESPACE, resources, routes });
