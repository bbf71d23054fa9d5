// A kanban board: cards move within a column and between columns, by pointer or by keyboard (Space to lift,
// arrows to move, across columns too, Space to drop), with each move announced in the page's language.
import { useState } from 'react';
import { Card, Tag } from 'antd';
import { closestCorners, DndContext, useDroppable } from '@dnd-kit/core';
import type { Announcements, DragOverEvent, DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext } from '@dnd-kit/sortable';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { SortableItem, useSortableSensors } from './SortableItem';

type Column = 'todo' | 'doing' | 'done';
type Board = Record<Column, string[]>;
const COLUMNS: Column[] = ['todo', 'doing', 'done'];
const START: Board = { todo: ['faq', 'macros', 'survey'], doing: ['widget', 'routing'], done: ['sla'] };

const columnOf = (board: Board, id: string): Column | undefined =>
  COLUMNS.includes(id as Column) ? (id as Column) : COLUMNS.find((column) => board[column].includes(id));

function Lane({ column, ids }: { column: Column; ids: string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { setNodeRef } = useDroppable({ id: column });
  return (
    <section className="ext-kanban-column" aria-labelledby={`kanban-${column}`}>
      <h3 id={`kanban-${column}`}>
        {t(`extensions.dragDrop.columns.${column}`)} <Tag>{ids.length}</Tag>
      </h3>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="ext-sortable-list" style={{ minHeight: 60 }}>
          {ids.map((id) => (
            <SortableItem
              key={id}
              id={id}
              name={t(`extensions.dragDrop.cards.${id}`)}
              roleDescription={t('extensions.dragDrop.cardRole')}
              marker="data-kanban-card"
            />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}

export function KanbanBoard() {
  const { t } = useTranslation(NAMESPACE);
  const [board, setBoard] = useState(START);
  const sensors = useSortableSensors();
  const name = (id: unknown) => t(`extensions.dragDrop.cards.${String(id)}`);
  const lane = (id: unknown) => t(`extensions.dragDrop.columns.${columnOf(board, String(id)) ?? 'todo'}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('extensions.dragDrop.cardPickedUp', { name: name(active.id), column: lane(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('extensions.dragDrop.cardOver', { name: name(active.id), column: lane(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('extensions.dragDrop.cardDropped', { name: name(active.id), column: lane(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('extensions.dragDrop.cancelled', { name: name(active.id) }),
  };
  // Crossing into another column moves the card there at once, so the keyboard can keep moving it in its new column.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(board, String(active.id));
    const to = columnOf(board, String(over.id));
    if (!from || !to || from === to) return;
    setBoard((current) => {
      const index = current[to].indexOf(String(over.id));
      const target = [...current[to]];
      target.splice(index < 0 ? target.length : index, 0, String(active.id));
      return { ...current, [from]: current[from].filter((id) => id !== active.id), [to]: target };
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const column = over ? columnOf(board, String(over.id)) : undefined;
    if (!over || !column || columnOf(board, String(active.id)) !== column) return;
    const ids = board[column];
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to) setBoard({ ...board, [column]: arrayMove(ids, from, to) });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('extensions.dragDrop.instructions') } }}
    >
      <Card size="small" variant="borderless" styles={{ body: { padding: 0 } }}>
        <div className="ext-kanban">
          {COLUMNS.map((column) => (
            <Lane key={column} column={column} ids={board[column]} />
          ))}
        </div>
      </Card>
    </DndContext>
  );
}
