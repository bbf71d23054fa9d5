// The four Settings screens' strings in Portuguese, and the hand-ordered table's (comments, categories). One chunk,
// fetched with the screen (i18n/index.ts).
import general from '../../../features/settings-general/locales/pt.json';
import workingTimes from '../../../features/working-times/locales/pt.json';
import comments from '../../../features/comments/locales/pt.json';
import categories from '../../../features/conversation-categories/locales/pt.json';
import sortableTable from '../../../components/SortableTable/locales/pt.json';

export default { general, workingTimes, comments, categories, sortableTable };
