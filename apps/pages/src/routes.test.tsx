import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';

// Its first screen (the analytics dashboard) is built: its page test renders it in German.
describeRemoteContract({ namespace: NAMESPACE, routes, resources, rendersFirstScreen: false, preload: { run: preload, path: '/dashboard/analytics' } });
