// The task rows: complete checkbox, title (opens the drawer), tags, due date, assignee and importance.
// In the Deleted view a row offers Restore instead of the toggles, since a deleted task is read-only.
import { memo } from 'react';
import { Avatar, Button, Checkbox, Tag, Tooltip, Typography } from 'antd';
import {
  CalendarOutlined,
  InboxOutlined,
  StarFilled,
  StarOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Task } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { TAG_COLORS, isOverdue } from '../todo.format';
import { useFormat } from '@live-agent/ui-kit';

// Memoised: opening or closing the drawer must not re-render every row.
export const TaskList = memo(function TaskList({
  tasks,
  onOpen,
  onToggleComplete,
  onToggleImportant,
  onRestore,
}: {
  tasks: Task[];
  onOpen: (task: Task) => void;
  onToggleComplete: (task: Task) => void;
  onToggleImportant: (task: Task) => void;
  onRestore: (task: Task) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (tasks.length === 0) {
    return (
      <div className="todo-empty" data-testid="todo-empty">
        <InboxOutlined className="todo-empty-icon" />
        <Typography.Text type="secondary">{t('todo.empty')}</Typography.Text>
      </div>
    );
  }
  return (
    <ul className="todo-list" aria-label={t('todo.listLabel')}>
      {tasks.map((task) => {
        const overdue = !task.isCompleted && !task.isDeleted && isOverdue(task.dueDate);
        return (
          <li
            key={task.id}
            className={`todo-item${task.isCompleted ? ' is-completed' : ''}`}
            data-testid={`task-${task.id}`}
            aria-label={task.title}
          >
            <Checkbox
              checked={task.isCompleted}
              disabled={task.isDeleted}
              aria-label={t('todo.completeTask', { title: task.title })}
              onChange={() => onToggleComplete(task)}
            />
            <button type="button" className="todo-item-title" title={task.title} onClick={() => onOpen(task)}>
              {task.title}
            </button>
            <span className="todo-item-meta">
              {task.tags.map((tag) => (
                <Tag key={tag} color={TAG_COLORS[tag]} variant="filled">
                  {t(`todo.tags.${tag}`)}
                </Tag>
              ))}
              {task.dueDate ? (
                <Typography.Text type={overdue ? 'danger' : 'secondary'} className="todo-item-due">
                  <CalendarOutlined /> {format.shortDate(task.dueDate)}
                </Typography.Text>
              ) : null}
              <Tooltip title={task.assignee?.fullName ?? t('todo.unassigned')}>
                <Avatar
                  size="small"
                  src={task.assignee?.avatar}
                  icon={task.assignee ? undefined : <UserOutlined />}
                  alt={task.assignee?.fullName ?? t('todo.unassigned')}
                />
              </Tooltip>
              {task.isDeleted ? (
                <Button size="small" icon={<UndoOutlined />} onClick={() => onRestore(task)}>
                  {t('todo.restore')}
                </Button>
              ) : (
                <Button
                  type="text"
                  size="small"
                  aria-pressed={task.isImportant}
                  aria-label={t(task.isImportant ? 'todo.unmarkImportant' : 'todo.markImportant', {
                    title: task.title,
                  })}
                  icon={
                    task.isImportant ? (
                      <StarFilled className="todo-star is-on" />
                    ) : (
                      <StarOutlined className="todo-star" />
                    )
                  }
                  onClick={() => onToggleImportant(task)}
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
});
