// The four Settings screens' strings in German, and the hand-ordered table's (comments, categories). One chunk, fetched
// with the screen (i18n/index.ts).
import general from '../../../features/settings-general/locales/de.json';
import workingTimes from '../../../features/working-times/locales/de.json';
import comments from '../../../features/comments/locales/de.json';
import categories from '../../../features/conversation-categories/locales/de.json';
import sortableTable from '../../../components/SortableTable/locales/de.json';

export default { general, workingTimes, comments, categories, sortableTable };
