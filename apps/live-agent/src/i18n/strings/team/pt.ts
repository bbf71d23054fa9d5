// The Admins and Agents screens' strings in Portuguese (the Agents screen's tabs: departments, queues, shifts). One
// chunk, fetched with the screen (i18n/index.ts).
import admins from '../../../features/admins/locales/pt.json';
import agents from '../../../features/agents/locales/pt.json';
import departments from '../../../features/departments/locales/pt.json';
import queues from '../../../features/queues/locales/pt.json';
import shifts from '../../../features/shifts/locales/pt.json';

export default { admins, agents, departments, queues, shifts };
