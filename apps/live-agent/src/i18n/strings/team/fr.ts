// The Admins and Agents screens' strings in French (the Agents screen's tabs: departments, queues, shifts). One chunk,
// fetched with the screen (i18n/index.ts).
import admins from '../../../features/admins/locales/fr.json';
import agents from '../../../features/agents/locales/fr.json';
import departments from '../../../features/departments/locales/fr.json';
import queues from '../../../features/queues/locales/fr.json';
import shifts from '../../../features/shifts/locales/fr.json';

export default { admins, agents, departments, queues, shifts };
