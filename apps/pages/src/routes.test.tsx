import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';

describeRemoteContract({ namespace: NAMESPACE, routes, resources });
