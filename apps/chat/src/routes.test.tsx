import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { routes } from './routes';
import { NAMESPACE, resources } from './i18n';

describeRemoteContract({ namespace: NAMESPACE, routes, resources });
