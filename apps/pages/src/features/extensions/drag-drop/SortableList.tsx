// A list reordered by dragging a row's handle, or by keyboard: Tab to a handle, Space to lift, arrows to move,
// Space to drop, Escape to cancel. Every step is announced to screen readers in the page's language.
import { useState } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext } from '@dnd-kit/sortable';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { SortableItem, useSortableSensors } from './SortableItem';

const TASKS = ['greet', 'identify', 'answer', 'followUp', 'close'];

export function SortableList() {
  const { t } = useTranslation(NAMESPACE);
  const [ids, setIds] = useState(TASKS);
  const sensors = useSortableSensors();
  const label = (id: UniqueIdentifier) => t(`extensions.dragDrop.tasks.${id}`);
  const place = (id: UniqueIdentifier) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('extensions.dragDrop.pickedUp', { name: label(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('extensions.dragDrop.movedTo', { name: label(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('extensions.dragDrop.dropped', { name: label(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('extensions.dragDrop.cancelled', { name: label(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setIds((current) => arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('extensions.dragDrop.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="ext-sortable-list" aria-label={t('extensions.dragDrop.listLabel')}>
          {ids.map((id) => (
            <SortableItem
              key={id}
              id={id}
              name={label(id)}
              roleDescription={t('extensions.dragDrop.roleDescription')}
              marker="data-sortable-id"
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
