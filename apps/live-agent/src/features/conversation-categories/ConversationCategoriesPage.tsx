// Settings › Conversation Categories: the categories agents tag conversations with, two levels deep. The
// whole list sits on one page in sortOrder, each sub-category indented under its parent; rows are reordered
// by drag, keyboard or row menu within their own level (a top-level category moves with its sub-categories).
// Search and filters narrow the list in the browser and switch reordering off while they do.
import { useCallback, useMemo, useState } from 'react';
import { Button, Flex, Switch, Tag, Typography } from 'antd';
import { EnterOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { PageHeader } from '@live-agent/ui-kit';
import type { ConversationCategory } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { SortableTable, type SortableTableProps } from '../../components/SortableTable/SortableTable';
import { isNarrowed, narrowRows, NO_FILTERS, type ListFilters } from '../../components/SortableTable/narrow';
import { inTreeOrder } from '../../components/SortableTable/reorder';
import { categories } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useListReorder, useResourceList } from '../../crud/useResourceList';
import { useDepartments } from '../../lookups/lookups';
import { draftOf } from './conversationCategories.types';
import { CategoryDrawer } from './components/CategoryDrawer';
import './conversationCategories.css';

const describe = (category: ConversationCategory) => category.name;
const parentOf = (category: ConversationCategory) => category.parentId;

function ConversationCategoriesPage(_props: { tab?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const ability = useAppAbility();
  const canManage = ability.can('manage', 'Settings');
  const crud = useResourceList(categories, LISTS.categories);
  const { state } = crud;
  const departments = useDepartments();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const ordered = useMemo(() => inTreeOrder(state.data, parentOf), [state.data]);
  const byId = useMemo(() => new Map(state.data.map((category) => [category.id, category])), [state.data]);
  const childCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const category of state.data) {
      if (category.parentId !== null) counts.set(category.parentId, (counts.get(category.parentId) ?? 0) + 1);
    }
    return counts;
  }, [state.data]);
  const shown = useMemo(
    () => narrowRows(ordered, filters, (category) => [category.name, category.description]),
    [ordered, filters],
  );
  // Only the whole, unfiltered list can be reordered: a new order of a part of it would be ambiguous.
  const whole = state.status !== 'error' && state.data.length >= state.total;

  const { save } = crud;
  const toggleActive = useCallback(
    (category: ConversationCategory, isActive: boolean) => {
      setTogglingId(category.id);
      save({ ...draftOf(category), isActive }, category.id);
    },
    [save],
  );

  const onReorder = useListReorder(categories, crud.arg);

  const columns = useMemo<SortableTableProps<ConversationCategory>['columns']>(
    () => [
      {
        key: 'name',
        title: t('categories.fields.name'),
        render: (_: unknown, category: ConversationCategory) => {
          // Indented only when the parent is in the list (a sub-category found by a search stands alone).
          const nested = category.parentId !== null && byId.has(category.parentId);
          return (
            <Flex gap={8} align="start" className={nested ? 'la-category-name la-category-nested' : 'la-category-name'}>
              {nested ? <EnterOutlined className="la-category-branch" aria-hidden /> : null}
              <span className="la-category-dot" style={{ background: category.color }} aria-hidden />
              <Flex vertical>
                <Typography.Text
                  strong={!nested}
                  type={category.isActive ? undefined : 'secondary'}
                  className="la-category-title"
                >
                  {category.name}
                </Typography.Text>
                {category.description ? (
                  <Typography.Text type="secondary" className="la-category-description">
                    {category.description}
                  </Typography.Text>
                ) : null}
              </Flex>
            </Flex>
          );
        },
      },
      {
        key: 'parent',
        title: t('categories.fields.parent'),
        width: 180,
        render: (_: unknown, category: ConversationCategory) =>
          category.parentId === null ? (
            <Typography.Text type="secondary">{t('categories.topLevel')}</Typography.Text>
          ) : (
            <span className="la-category-parent">{byId.get(category.parentId)?.name ?? `#${category.parentId}`}</span>
          ),
      },
      {
        key: 'departments',
        title: t('categories.fields.departments'),
        width: 240,
        render: (_: unknown, category: ConversationCategory) =>
          category.departmentIds.length === 0 ? (
            <Tag color="blue">{t('categories.allDepartments')}</Tag>
          ) : (
            category.departmentIds.map((id) => <Tag key={id}>{departments.nameOf(id)}</Tag>)
          ),
      },
      {
        key: 'children',
        title: t('categories.fields.children'),
        width: 130,
        align: 'right',
        render: (_: unknown, category: ConversationCategory) =>
          category.parentId === null ? (
            <span className="la-category-children">{childCounts.get(category.id) ?? 0}</span>
          ) : (
            <Typography.Text type="secondary" aria-label={t('categories.notApplicable')}>
              –
            </Typography.Text>
          ),
      },
      {
        key: 'isActive',
        title: t('categories.fields.active'),
        width: 96,
        render: (_: unknown, category: ConversationCategory) =>
          canManage ? (
            <Switch
              checked={category.isActive}
              loading={state.saving && togglingId === category.id}
              onChange={(checked) => toggleActive(category, checked)}
              aria-label={t('categories.activeNamed', { name: category.name })}
            />
          ) : (
            <Tag color={category.isActive ? 'green' : 'default'}>
              {t(category.isActive ? 'common.active' : 'common.inactive')}
            </Tag>
          ),
      },
    ],
    [t, byId, childCounts, departments, canManage, state.saving, togglingId, toggleActive],
  );

  const addButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={crud.openCreate}>
      {t('categories.add')}
    </Button>
  ) : null;

  return (
    <div data-testid="categories-page">
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} extra={addButton} />
      {!canManage ? <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph> : null}
      <SortableTable<ConversationCategory>
        label={t('categories.title')}
        rows={shown}
        columns={columns}
        describe={describe}
        parentOf={parentOf}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={crud.retry}
        empty={
          <>
            <Typography.Text type="secondary">{t('categories.empty')}</Typography.Text>
            {addButton}
          </>
        }
        reorder={canManage ? { enabled: whole && !isNarrowed(filters), onReorder } : undefined}
        rowActions={canManage ? { onEdit: crud.openEdit, onDelete: crud.remove } : undefined}
        filters={{
          value: filters,
          onChange: setFilters,
          departmentOptions: departments.options,
          searchPlaceholder: t('categories.search'),
        }}
        extra={
          state.status === 'ready' ? (
            <Typography.Text type="secondary" data-testid="categories-count">
              {isNarrowed(filters)
                ? t('categories.countFiltered', { count: shown.length, total: ordered.length })
                : t('categories.count', { count: ordered.length })}
            </Typography.Text>
          ) : null
        }
      />
      <CategoryDrawer
        open={state.formOpen}
        category={state.selected}
        categories={state.data}
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

export default ConversationCategoriesPage;
