// A list reordered by dragging a row's handle, or by keyboard: Tab to a handle, Space to lift, arrows to move,
// Space to drop, Escape to cancel. Every step is announced to screen readers in the page's language.
import { useState } from 'react';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const TASKS = ['greet', 'identify', 'answer', 'followUp', 'close'];

function Row({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('extensions.dragDrop.roleDescription') },
  });
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={id}
      className={isDragging ? 'ext-sortable-item is-dragging' : 'ext-sortable-item'}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <Button
        type="text"
        size="small"
        className="ext-drag-handle"
        icon={<HolderOutlined />}
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('extensions.dragDrop.move', { name: label })}
      />
      <span>{label}</span>
    </li>
  );
}

export function SortableList() {
  const { t } = useTranslation(NAMESPACE);
  const [ids, setIds] = useState(TASKS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
            <Row key={id} id={id} label={label(id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
