// Filters and tags of the tasks screen. Each entry is a URL (docs/architecture.md, The map), so a reload or a shared
// link keeps the view; the search and sort of the query string travel along.
import { Badge, Button, Menu } from 'antd';
import { CheckOutlined, DeleteOutlined, PlusOutlined, StarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TASK_TAGS, type TaskFilter, type TaskTag } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { TAG_COLORS } from '../todo.format';

export function todoPath(view: { filter?: TaskFilter | null; tag?: TaskTag | null }): string {
  if (view.tag) return `/apps/todo/tag/${view.tag}`;
  if (view.filter) return `/apps/todo/${view.filter}`;
  return '/apps/todo';
}

export function TodoSidebar({
  filter,
  tag,
  onNavigate,
  onAdd,
}: {
  filter: TaskFilter | null;
  tag: TaskTag | null;
  onNavigate: (path: string) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const selected = tag ? `tag:${tag}` : (filter ?? 'all');
  return (
    <>
      <Button type="primary" block icon={<PlusOutlined />} onClick={onAdd}>
        {t('todo.addTask')}
      </Button>
      <Menu
        mode="inline"
        className="todo-menu"
        selectedKeys={[selected]}
        onClick={({ key }) => {
          if (key.startsWith('tag:')) onNavigate(todoPath({ tag: key.slice(4) as TaskTag }));
          else onNavigate(todoPath({ filter: key === 'all' ? null : (key as TaskFilter) }));
        }}
        items={[
          { key: 'all', icon: <UnorderedListOutlined />, label: t('todo.filters.all') },
          { key: 'important', icon: <StarOutlined />, label: t('todo.filters.important') },
          { key: 'completed', icon: <CheckOutlined />, label: t('todo.filters.completed') },
          { key: 'deleted', icon: <DeleteOutlined />, label: t('todo.filters.deleted') },
          {
            type: 'group',
            key: 'tags',
            label: t('todo.tagsTitle'),
            children: TASK_TAGS.map((name) => ({
              key: `tag:${name}`,
              label: <Badge color={TAG_COLORS[name]} text={t(`todo.tags.${name}`)} />,
            })),
          },
        ]}
      />
    </>
  );
}
