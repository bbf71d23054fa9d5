// The tasks screen (/apps/todo, /apps/todo/:filter, /apps/todo/tag/:tag). The URL is the source of the
// list parameters: the filter or tag in the path, search (`q`) and sort (`sort`) in the query string
// (useUrlState: a sort that cannot be read gives the default), so a reload or a shared link shows the
// same list. The store mirrors them as `params` for the sagas.
import { useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Input, Spin, Typography } from 'antd';
import { SearchOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import { NotFoundPage, SidePanel, urlParam, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { TaskDrawer } from './components/TaskDrawer';
import { TaskList } from './components/TaskList';
import { TodoSidebar } from './components/TodoSidebar';
import { todoSaga } from './todo.sagas';
import {
  addTask, deleteTask, fetchTasks, selectAssignees, selectTask, selectSelectedTask, selectTaskMutation, selectTasks,
  selectTasksStatus, todoSlice, updateTask,
} from './todo.slice';
import { DEFAULT_SORT, TASK_FILTERS, TASK_SORTS, TASK_TAGS, type Task, type TaskDraft, type TaskSort } from './todo.types';
import './todo.css';

const SEARCH_DELAY_MS = 300;

/** The query string of the list: the search and the sort (the default sort stays off the URL). */
const TODO_SEARCH = { q: urlParam.text(), sort: urlParam.oneOf(TASK_SORTS, DEFAULT_SORT) };

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return value && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function TodoPage() {
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
  const mutation = useSelector(selectTaskMutation);
  const selectedTask = useSelector(selectSelectedTask);
  const assignees = useSelector(selectAssignees);

  useEffect(() => {
    if (!unknownView) dispatch(fetchTasks({ filter, tag, q, sortBy }));
  }, [dispatch, filter, tag, q, sortBy, unknownView]);

  // The search box answers every key press; the URL (and so the request) follows after a short pause.
  const [searchText, setSearchText] = useState(q);
  useEffect(() => setSearchText(q), [q]);
  useEffect(() => {
    if (searchText === q) return undefined;
    const timer = setTimeout(() => setUrlState({ q: searchText.trim() ? searchText : '' }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, setUrlState]);

  const [drawerOpen, setDrawerOpen] = useState(false);
  // Set when the drawer sent a save: the drawer closes once that save succeeds and stays open if it fails.
  const closeOnSuccess = useRef(false);
  useEffect(() => {
    if (!closeOnSuccess.current) return;
    if (mutation === 'succeeded') {
      closeOnSuccess.current = false;
      setDrawerOpen(false);
    } else if (mutation === 'failed') {
      closeOnSuccess.current = false;
    }
  }, [mutation]);

  if (unknownView) return <NotFoundPage onHome={() => navigate('/apps/todo')} />;

  const goTo = (path: string) => navigate({ pathname: path, search: searchParams.toString() });
  const openTask = (task: Task | null) => {
    dispatch(selectTask(task));
    setDrawerOpen(true);
  };
  const submit = (draft: TaskDraft) => {
    closeOnSuccess.current = true;
    if (draft.id === undefined) dispatch(addTask(draft));
    else dispatch(updateTask({ ...draft, id: draft.id }));
  };
  const sortItems = TASK_SORTS.map((key) => ({ key, label: t(`todo.sort.${key}`) }));

  return (
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
            allowClear
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
            tasks={status === 'idle' ? [] : tasks}
            onOpen={openTask}
            onToggleComplete={(task) => dispatch(updateTask({ id: task.id, isCompleted: !task.isCompleted }))}
            onToggleImportant={(task) => dispatch(updateTask({ id: task.id, isImportant: !task.isImportant }))}
            onRestore={(task) => dispatch(updateTask({ id: task.id, isDeleted: false }))}
          />
        </Spin>
      </section>
      <TaskDrawer
        open={drawerOpen}
        task={selectedTask}
        assignees={assignees}
        saving={mutation === 'loading' && closeOnSuccess.current}
        onClose={() => setDrawerOpen(false)}
        onSubmit={submit}
        onDelete={(task) => {
          closeOnSuccess.current = true;
          dispatch(deleteTask(task.id));
        }}
        onRestore={(task) => {
          closeOnSuccess.current = true;
          dispatch(updateTask({ id: task.id, isDeleted: false }));
        }}
      />
    </SidePanel>
  );
}

export default withInjected(TodoPage, { slice: todoSlice, saga: todoSaga });
