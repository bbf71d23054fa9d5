// The four Settings screens' strings in English, and the hand-ordered table's (comments, categories). One chunk,
// fetched with the screen (i18n/index.ts).
import general from '../../../features/settings-general/locales/en.json';
import workingTimes from '../../../features/working-times/locales/en.json';
import comments from '../../../features/comments/locales/en.json';
import categories from '../../../features/conversation-categories/locales/en.json';
import sortableTable from '../../../components/SortableTable/locales/en.json';

export default { general, workingTimes, comments, categories, sortableTable };
