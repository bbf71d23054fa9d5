// What the sortable list and the kanban board share: an item dragged by its handle (dnd-kit's useSortable, announced
// with the role it is given), and the sensors that start a drag: the pointer once it has moved 4 px, the keyboard
// moving to the next item in its list.
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export interface SortableItemProps {
  id: string;
  name: string;
  /** What a screen reader calls the item ("sortable row", "movable card"). */
  roleDescription: string;
  /** The attribute that marks the item with its id. */
  marker: 'data-sortable-id' | 'data-kanban-card';
}

export function SortableItem({ id, name, roleDescription, marker }: SortableItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  return (
    <li
      ref={setNodeRef}
      {...{ [marker]: id }}
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
        aria-label={t('extensions.dragDrop.move', { name })}
      />
      <span>{name}</span>
    </li>
  );
}

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
