// Settings › Comments: the closing (wrap-up) comments agents pick when they close a chat, in the order agents
// see them. The whole list sits on one page in sortOrder and is reordered by drag, keyboard or row menu;
// search and filters narrow it in the browser and switch reordering off while they do.
import { useCallback, useMemo, useState } from 'react';
import { Button, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { PageHeader } from '@live-agent/ui-kit';
import type { Comment, CommentInput } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { SortableTable, type SortableTableProps } from '../../components/SortableTable/SortableTable';
import { isNarrowed, narrowRows, NO_FILTERS, type ListFilters } from '../../components/SortableTable/narrow';
import { comments } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useListReorder, useResourceList } from '../../crud/useResourceList';
import { useDepartments } from '../../lookups/lookups';
import { CommentDrawer } from './components/CommentDrawer';

const bySortOrder = (a: Comment, b: Comment) => a.sortOrder - b.sortOrder || a.id - b.id;
const describe = (comment: Comment) => comment.text;

function CommentsPage(_props: { tab?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const ability = useAppAbility();
  const canManage = ability.can('manage', 'Settings');
  const crud = useResourceList(comments, LISTS.comments);
  const { state } = crud;
  const departments = useDepartments();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const ordered = useMemo(() => [...state.data].sort(bySortOrder), [state.data]);
  const positions = useMemo(() => new Map(ordered.map((comment, index) => [comment.id, index + 1])), [ordered]);
  const shown = useMemo(() => narrowRows(ordered, filters, (comment) => [comment.text]), [ordered, filters]);
  // Only the whole, unfiltered list can be reordered: a new order of a part of it would be ambiguous.
  const whole = state.status !== 'error' && state.data.length >= state.total;

  const { save } = crud;
  const toggleActive = useCallback(
    (comment: Comment, isActive: boolean) => {
      setTogglingId(comment.id);
      const draft: CommentInput = { text: comment.text, departmentIds: comment.departmentIds, isActive };
      save(draft, comment.id);
    },
    [save],
  );

  const onReorder = useListReorder(comments, crud.arg);

  const columns = useMemo<SortableTableProps<Comment>['columns']>(
    () => [
      {
        key: 'position',
        title: (
          <abbr title={t('comments.fields.position')} style={{ textDecoration: 'none' }}>
            #
          </abbr>
        ),
        width: 56,
        align: 'right',
        render: (_: unknown, comment: Comment) => (
          <Typography.Text type="secondary">{positions.get(comment.id)}</Typography.Text>
        ),
      },
      {
        key: 'text',
        title: t('comments.fields.text'),
        render: (_: unknown, comment: Comment) => (
          <Typography.Text type={comment.isActive ? undefined : 'secondary'} className="la-comment-text">
            {comment.text}
          </Typography.Text>
        ),
      },
      {
        key: 'departments',
        title: t('comments.fields.departments'),
        width: 260,
        render: (_: unknown, comment: Comment) =>
          comment.departmentIds.length === 0 ? (
            <Tag color="blue">{t('comments.allDepartments')}</Tag>
          ) : (
            comment.departmentIds.map((id) => <Tag key={id}>{departments.nameOf(id)}</Tag>)
          ),
      },
      {
        key: 'isActive',
        title: t('comments.fields.active'),
        width: 96,
        render: (_: unknown, comment: Comment) =>
          canManage ? (
            <Switch
              checked={comment.isActive}
              loading={state.saving && togglingId === comment.id}
              onChange={(checked) => toggleActive(comment, checked)}
              aria-label={t('comments.activeNamed', { name: comment.text })}
            />
          ) : (
            <Tag color={comment.isActive ? 'green' : 'default'}>
              {t(comment.isActive ? 'common.active' : 'common.inactive')}
            </Tag>
          ),
      },
    ],
    [t, positions, departments, canManage, state.saving, togglingId, toggleActive],
  );

  const addButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={crud.openCreate}>
      {t('comments.add')}
    </Button>
  ) : null;

  return (
    <div data-testid="comments-page">
      <PageHeader title={t('comments.title')} subtitle={t('comments.subtitle')} extra={addButton} />
      {!canManage ? <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph> : null}
      <SortableTable<Comment>
        label={t('comments.title')}
        rows={shown}
        columns={columns}
        describe={describe}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={crud.retry}
        empty={
          <>
            <Typography.Text type="secondary">{t('comments.empty')}</Typography.Text>
            {addButton}
          </>
        }
        reorder={canManage ? { enabled: whole && !isNarrowed(filters), onReorder } : undefined}
        rowActions={canManage ? { onEdit: crud.openEdit, onDelete: crud.remove } : undefined}
        filters={{
          value: filters,
          onChange: setFilters,
          departmentOptions: departments.options,
          searchPlaceholder: t('comments.search'),
        }}
        extra={
          state.status === 'ready' ? (
            <Typography.Text type="secondary" data-testid="comments-count">
              {isNarrowed(filters)
                ? t('comments.countFiltered', { count: shown.length, total: ordered.length })
                : t('comments.count', { count: ordered.length })}
            </Typography.Text>
          ) : null
        }
      />
      <CommentDrawer
        open={state.formOpen}
        comment={state.selected}
        saving={state.saving}
        fieldErrors={state.fieldErrors}
        departmentOptions={departments.options}
        departmentsLoading={departments.loading}
        onClose={crud.closeForm}
        onSubmit={(draft) => crud.save(draft, state.selected?.id)}
      />
    </div>
  );
}

export default CommentsPage;
