// Runs this remote alone, without the shell, in a minimal frame with its own Mirage server.
import { mountStandalone } from '@live-agent/ui-kit/standalone';
import { routes } from './routes';
import { NAMESPACE } from './i18n';

void mountStandalone({ remoteName: 'todoCalendar', titleKey: `${NAMESPACE}:remoteTitle`, routes });
