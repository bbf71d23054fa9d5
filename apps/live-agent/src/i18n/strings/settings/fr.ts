// The four Settings screens' strings in French, and the hand-ordered table's (comments, categories). One chunk, fetched
// with the screen (i18n/index.ts).
import general from '../../../features/settings-general/locales/fr.json';
import workingTimes from '../../../features/working-times/locales/fr.json';
import comments from '../../../features/comments/locales/fr.json';
import categories from '../../../features/conversation-categories/locales/fr.json';
import sortableTable from '../../../components/SortableTable/locales/fr.json';

export default { general, workingTimes, comments, categories, sortableTable };
