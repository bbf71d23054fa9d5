// Drag and drop: a sortable list and a kanban board on @dnd-kit, both operable with the keyboard alone.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { SortableList } from './SortableList';
import { KanbanBoard } from './KanbanBoard';
import sortableListSource from './SortableList.tsx?raw';
import kanbanBoardSource from './KanbanBoard.tsx?raw';
import '../extensions.css';

export default function DragDropPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.dragDrop.title')} subtitle={t('extensions.dragDrop.subtitle')}>
      <Example
        title={t('extensions.dragDrop.list')}
        description={t('extensions.dragDrop.listDescription')}
        source={sortableListSource}
      >
        <SortableList />
      </Example>
      <Example
        title={t('extensions.dragDrop.kanban')}
        description={t('extensions.dragDrop.kanbanDescription')}
        source={kanbanBoardSource}
      >
        <KanbanBoard />
      </Example>
    </ShowcasePage>
  );
}
