import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';

// The first screen (the dashboard) needs the store and a session: its own suite renders it through the
// routes with both (features/dashboard/DashboardPage.test.tsx), in German too.
describeRemoteContract({ namespace: NAMESPACE, routes, resources, rendersFirstScreen: false, preload: { run: preload, path: '/live-agent/dashboard' } });
