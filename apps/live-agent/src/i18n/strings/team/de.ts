// The Admins and Agents screens' strings in German (the Agents screen's tabs: departments, queues, shifts). One chunk,
// fetched with the screen (i18n/index.ts).
import admins from '../../../features/admins/locales/de.json';
import agents from '../../../features/agents/locales/de.json';
import departments from '../../../features/departments/locales/de.json';
import queues from '../../../features/queues/locales/de.json';
import shifts from '../../../features/shifts/locales/de.json';

export default { admins, agents, departments, queues, shifts };
