// The tasks screen (/apps/todo, /apps/todo/:filter, /apps/todo/tag/:tag). The URL is the source of the
// list parameters: the filter or tag in the path, search (`q`) and sort (`sort`) in the query string, so
// a reload or a shared link shows the same list. The store mirrors them as `params` for the sagas.
import { useCallback, useEffect } from 'react';
import { Button, Dropdown, Input, Spin, Typography } from 'antd';
import { SearchOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import { NotFoundPage, ScreenHeading, useClearable } from '@live-agent/ui-kit';
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS, type Task, type TaskSort } from '@live-agent/contracts';
import { SidePanel, urlParam, useUrlState, useSearchBox } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { TaskDrawer } from './components/TaskDrawer';
import { TaskList } from './components/TaskList';
import { TodoSidebar } from './components/TodoSidebar';
import {
  selectAssignees,
  selectSelectedTask,
  selectTaskDrawerOpen,
  selectTaskSaving,
  selectTasks,
  selectTasksStatus,
  todoActions,
  todoFeature,
} from './todo.feature';
import { DEFAULT_SORT, type TaskDraft } from './todo.types';
import './todo.css';

/** The query string of the list: the search and the sort (the default sort stays off the URL). */
const TODO_SEARCH = { q: urlParam.text(), sort: urlParam.oneOf(TASK_SORTS, DEFAULT_SORT) };
const NO_TASKS: Task[] = [];

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return value && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function TodoPage() {
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const [{ q, sort: sortBy }, setUrlState, searchParams] = useUrlState(TODO_SEARCH);

  const filter = oneOf(TASK_FILTERS, params.filter);
  const tag = oneOf(TASK_TAGS, params.tag);
  const unknownView = (params.filter !== undefined && !filter) || (params.tag !== undefined && !tag);

  const tasks = useSelector(selectTasks);
  const status = useSelector(selectTasksStatus);
  const drawerOpen = useSelector(selectTaskDrawerOpen);
  const saving = useSelector(selectTaskSaving);
  const selectedTask = useSelector(selectSelectedTask);
  const assignees = useSelector(selectAssignees);

  useEffect(() => {
    if (!unknownView) dispatch(todoActions.fetchList({ filter, tag, q, sortBy }));
  }, [dispatch, filter, tag, q, sortBy, unknownView]);

  // The search box answers every key press; the URL (and so the request) follows after a short pause.
  const [searchText, setSearchText] = useSearchBox(q, (typed) =>
    setUrlState({ q: typed.trim() ? typed : '' }, { replace: true }),
  );

  // Stable callbacks: the list (memoised) does not re-render when only the drawer opens or closes.
  // The drawer stays open while its save or delete runs, and closes once it succeeds.
  const openTask = useCallback(
    (task: Task | null) => dispatch(task ? todoActions.openEdit(task) : todoActions.openCreate()),
    [dispatch],
  );
  const update = useCallback(
    (id: number, patch: Partial<TaskDraft>) => dispatch(todoActions.save({ id, values: patch })),
    [dispatch],
  );
  const toggleComplete = useCallback((task: Task) => update(task.id, { isCompleted: !task.isCompleted }), [update]);
  const toggleImportant = useCallback((task: Task) => update(task.id, { isImportant: !task.isImportant }), [update]);
  const restore = useCallback((task: Task) => update(task.id, { isDeleted: false }), [update]);

  if (unknownView) return <NotFoundPage onHome={() => navigate('/apps/todo')} />;

  const goTo = (path: string) => navigate({ pathname: path, search: searchParams.toString() });
  const submit = (draft: TaskDraft) => {
    if (draft.id === undefined) dispatch(todoActions.save({ values: draft }));
    else update(draft.id, draft);
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
              <Button icon={<SortAscendingOutlined />} aria-label={t('todo.sort.label')}>
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
          <Spin spinning={status === 'loading' && tasks.length === 0} delay={150}>
            <TaskList
              tasks={status === 'idle' ? NO_TASKS : tasks}
              onOpen={openTask}
              onToggleComplete={toggleComplete}
              onToggleImportant={toggleImportant}
              onRestore={restore}
            />
          </Spin>
        </section>
        <TaskDrawer
          open={drawerOpen}
          task={selectedTask}
          assignees={assignees}
          saving={saving}
          onClose={() => dispatch(todoActions.closeForm())}
          onSubmit={submit}
          onDelete={(task) => dispatch(todoActions.remove(task.id))}
          onRestore={restore}
        />
      </SidePanel>
    </>
  );
}

export default withInjected(TodoPage, todoFeature);
