// Drag and drop: a sortable list and a kanban board on @dnd-kit, both operable with the keyboard alone.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { SortableList } from './SortableList';
import { KanbanBoard } from './KanbanBoard';
import sortableListSource from './SortableList.tsx?raw';
import kanbanBoardSource from './KanbanBoard.tsx?raw';
import '../extensions.css';

export default [
  { id: 'list', Demo: SortableList, source: sortableListSource },
  { id: 'kanban', Demo: KanbanBoard, source: kanbanBoardSource },
] satisfies ShowcaseExample[];
