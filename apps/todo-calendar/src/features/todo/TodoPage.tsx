// The tasks screen (/apps/todo, /apps/todo/:filter, /apps/todo/tag/:tag). The URL is the source of the
// list parameters: the filter or tag in the path, search (`q`) and sort (`sort`) in the query string, so
// a reload or a shared link shows the same list; the list is the answer to that question (tasksAsked).
import { useCallback, useEffect, useState } from 'react';
import { Button, Dropdown, Input, Spin, Typography } from 'antd';
import { SearchOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { queryView, skipToken } from '@live-agent/store/api';
import { NotFoundPage, ScreenHeading, useClearable } from '@live-agent/ui-kit';
import { TASK_SORTS, type Task, type TaskAssignee, type TaskSort } from '@live-agent/contracts';
import { SidePanel, useUrlState, useSearchBox } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import {
  TODO_SEARCH,
  tasksAsked,
  useAddTaskMutation,
  useDeleteTaskMutation,
  useTasksQuery,
  useUpdateTaskMutation,
} from '../../api';
import { written } from '../../feedback';
import { TaskDrawer } from './components/TaskDrawer';
import { TaskList } from './components/TaskList';
import { TodoSidebar } from './components/TodoSidebar';
import type { TaskDraft } from './todo.types';
import './todo.css';

const NO_TASKS: Task[] = [];

/** `known` with the assignees of `tasks` it lacks, by name: the drawer offers everyone seen so far. */
function withAssignees(known: TaskAssignee[], tasks: Task[]): TaskAssignee[] {
  const added = tasks
    .flatMap((task) => task.assignee ?? [])
    .filter(
      (assignee, index, all) =>
        !known.some((seen) => seen.fullName === assignee.fullName) &&
        all.findIndex((other) => other.fullName === assignee.fullName) === index,
    );
  return added.length ? [...known, ...added].sort((a, b) => a.fullName.localeCompare(b.fullName)) : known;
}

function TodoPage() {
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const params = useParams();
  const [{ q, sort: sortBy }, setUrlState, searchParams] = useUrlState(TODO_SEARCH);
  const asked = tasksAsked(params, searchParams);
  const { filter = null, tag = null } = asked ?? {};

  const list = queryView(useTasksQuery(asked ?? skipToken), describeApiError);
  const tasks = list.data ?? NO_TASKS;
  const [assignees, setAssignees] = useState<TaskAssignee[]>([]);
  useEffect(() => {
    if (list.data) setAssignees((known) => withAssignees(known, list.data!));
  }, [list.data]);

  const [addTask, added] = useAddTaskMutation();
  const [updateTask, updated] = useUpdateTaskMutation();
  const [deleteTask, deleted] = useDeleteTaskMutation();
  // The drawer stays open while its save or delete runs, and closes once it succeeds.
  const [drawer, setDrawer] = useState<{ open: boolean; task: Task | null }>({ open: false, task: null });
  const close = () => setDrawer((current) => ({ ...current, open: false }));

  // The search box answers every key press; the URL (and so the request) follows after a short pause.
  const [searchText, setSearchText] = useSearchBox(q, (typed) =>
    setUrlState({ q: typed.trim() ? typed : '' }, { replace: true }),
  );

  // Stable callbacks: the list (memoised) does not re-render when only the drawer opens or closes.
  const openTask = useCallback((task: Task | null) => setDrawer({ open: true, task }), []);
  const update = useCallback(
    // Restoring is the one update worth a word; toggles show themselves in the list.
    (id: number, patch: Partial<TaskDraft>) =>
      written(updateTask({ ...patch, id }).unwrap(), patch.isDeleted === false ? 'todo.toast.restored' : undefined),
    [updateTask],
  );
  const toggleComplete = useCallback((task: Task) => update(task.id, { isCompleted: !task.isCompleted }), [update]);
  const toggleImportant = useCallback((task: Task) => update(task.id, { isImportant: !task.isImportant }), [update]);
  const restore = useCallback((task: Task) => update(task.id, { isDeleted: false }), [update]);

  if (!asked) return <NotFoundPage onHome={() => navigate('/apps/todo')} />;

  const goTo = (path: string) => navigate({ pathname: path, search: searchParams.toString() });
  const submit = async (draft: TaskDraft) => {
    const done =
      draft.id === undefined
        ? await written(addTask(draft).unwrap(), 'todo.toast.added')
        : await update(draft.id, draft);
    if (done) close();
  };
  const remove = async (task: Task) => {
    if (await written(deleteTask(task.id).unwrap(), 'todo.toast.deleted')) close();
  };
  const sortItems = TASK_SORTS.map((key) => ({ key, label: t(`todo.sort.${key}`) }));

  return (
    <>
      <ScreenHeading>{t('screens.todo')}</ScreenHeading>
      <SidePanel
        className="todo-app"
        sideClassName="todo-sidebar"
        sideLabel={t('todo.sidebar')}
        side={<TodoSidebar filter={filter} tag={tag} onNavigate={goTo} onAdd={() => openTask(null)} />}
        data-testid="todo-page"
      >
        <section className="todo-main">
          <header className="todo-toolbar">
            <Input
              allowClear={clearable}
              prefix={<SearchOutlined />}
              placeholder={t('todo.searchPlaceholder')}
              aria-label={t('todo.search')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Dropdown
              trigger={['click']}
              menu={{
                items: sortItems,
                selectable: true,
                selectedKeys: [sortBy],
                onClick: ({ key }) => setUrlState({ sort: key as TaskSort }),
              }}
            >
              {/* Named by the order it shows first, then what it does (docs/architecture.md, accessibility). */}
              <Button
                icon={<SortAscendingOutlined />}
                aria-label={t('todo.sort.current', { order: t(`todo.sort.${sortBy}`) })}
              >
                {t(`todo.sort.${sortBy}`)}
              </Button>
            </Dropdown>
          </header>
          <div className="todo-summary">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {tag ? t(`todo.tags.${tag}`) : t(`todo.filters.${filter ?? 'all'}`)}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="task-count">
              {t('todo.count', { count: tasks.length })}
            </Typography.Text>
          </div>
          <Spin spinning={list.pending} delay={150}>
            <TaskList
              tasks={tasks}
              onOpen={openTask}
              onToggleComplete={toggleComplete}
              onToggleImportant={toggleImportant}
              onRestore={restore}
            />
          </Spin>
        </section>
        <TaskDrawer
          open={drawer.open}
          task={drawer.task}
          assignees={assignees}
          saving={added.isLoading || updated.isLoading || deleted.isLoading}
          onClose={close}
          onSubmit={submit}
          onDelete={remove}
          onRestore={async (task) => {
            if (await restore(task)) close();
          }}
        />
      </SidePanel>
    </>
  );
}

export default TodoPage;
