// The Admins and Agents screens' strings in English (the Agents screen's tabs: departments, queues, shifts). One chunk,
// fetched with the screen (i18n/index.ts).
import admins from '../../../features/admins/locales/en.json';
import agents from '../../../features/agents/locales/en.json';
import departments from '../../../features/departments/locales/en.json';
import queues from '../../../features/queues/locales/en.json';
import shifts from '../../../features/shifts/locales/en.json';

export default { admins, agents, departments, queues, shifts };
