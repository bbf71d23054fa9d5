// Conversation Templates: the canned replies agents insert with "/shortcut". Admins list, filter, create,
// edit (with a live preview of the variables), delete, import and export them; the agent account sees the
// same list read-only (view and export only), as its ability allows nothing but reading templates.
import { useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Button, Flex, Select, Tag, Tooltip, Typography, type SelectProps } from 'antd';
import { DownloadOutlined, EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  downloadCsv,
  PageHeader,
  UI_NAMESPACE,
  type DataTableColumn,
  type FilterValue,
} from '@live-agent/ui-kit';
import { TEMPLATE_SCOPES, type ConversationTemplate, type ConversationTemplateInput } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { templates } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { useTemplateLookups } from './templateLookups';
import { templatesToCsv } from './templateCsv';
import { CategoryDot, CategoryLabel, ScopeTag } from './components/TemplateTags';
import { TemplateFormDrawer } from './components/TemplateFormDrawer';
import { TemplateViewDrawer } from './components/TemplateViewDrawer';
import { TemplateImportModal } from './components/TemplateImportModal';
import './conversationTemplates.css';

/** Clicks on these inside a row do their own thing instead of opening the row. */
const INTERACTIVE =
  'button, a, input, textarea, label, .ant-checkbox-wrapper, .ant-popover, .ant-select, .ant-typography-copy';

/** An option of a filter: `name`, where there is one, is what its search reads (the label may be markup). */
type FilterOption = { value: FilterValue; label: ReactNode; name?: string };

function ConversationTemplatesPage(_props: { tab?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tu } = useTranslation(UI_NAMESPACE);
  const { state, setParams, retry, openCreate, openEdit, closeForm, save, remove, exportRows, canManage } =
    useResourceList(templates, LISTS.templates);
  const lookups = useTemplateLookups();
  const [viewing, setViewing] = useState<ConversationTemplate | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeImport = useCallback(() => setImportOpen(false), []);

  const departmentById = useMemo(
    () => new Map(lookups.departments.map((item) => [item.id, item])),
    [lookups.departments],
  );
  const categoryById = useMemo(() => new Map(lookups.categories.map((item) => [item.id, item])), [lookups.categories]);
  const format = useFormat();

  const openRow = useCallback(
    (row: ConversationTemplate) => {
      if (canManage) openEdit(row);
      else setViewing(row);
    },
    [canManage, openEdit],
  );

  const onTableClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    const key = target.closest<HTMLElement>('tr[data-row-key]')?.dataset.rowKey;
    const row = state.data.find((item) => String(item.id) === key);
    if (row) openRow(row as ConversationTemplate);
  };

  const setFilter = (name: string, value: FilterValue) =>
    setParams({ ...state.params, filters: { ...state.params.filters, [name]: value }, page: 1 });

  const columns = useMemo<DataTableColumn<ConversationTemplate>[]>(() => {
    const list: DataTableColumn<ConversationTemplate>[] = [
      {
        key: 'title',
        title: t('templates.fields.title'),
        sortable: true,
        // The columns together fit a laptop's content width (1,400 px window), so nothing hides under the pinned
        // actions there; narrower windows scroll inside the card.
        width: 240,
        maxWidth: 240,
        lines: 3,
        fullText: (row) => `${row.title}\n${row.body}`,
        render: (row) => (
          <div>
            {/* A template is the user's text: it reads, and is cut, in its own direction. */}
            <Button type="link" className="ct-title-link" onClick={() => openRow(row)}>
              <bdi>{row.title}</bdi>
            </Button>
            {/* A plain span: antd's Typography sets the layout's direction, which dir="auto" cannot then override. */}
            <span className="ct-body-excerpt" dir="auto">
              {row.body}
            </span>
          </div>
        ),
      },
      {
        key: 'shortcut',
        title: t('templates.fields.shortcut'),
        sortable: true,
        width: 160,
        render: (row) => (
          <Typography.Text code>
            <bdi>/{row.shortcut}</bdi>
          </Typography.Text>
        ),
      },
      {
        key: 'scope',
        title: t('templates.fields.scope'),
        width: 150,
        render: (row) => (
          <ScopeTag
            scope={row.scope}
            departmentName={row.departmentId === null ? undefined : departmentById.get(row.departmentId)?.name}
          />
        ),
      },
      {
        key: 'categoryId',
        title: t('templates.fields.category'),
        width: 160,
        render: (row) => <CategoryLabel category={row.categoryId === null ? null : categoryById.get(row.categoryId)} />,
      },
      {
        key: 'usageCount',
        title: t('templates.fields.usageCount'),
        sortable: true,
        align: 'right',
        width: 110,
        render: (row) => format.integer(row.usageCount),
      },
      {
        key: 'isActive',
        title: t('templates.fields.isActive'),
        width: 110,
        render: (row) =>
          row.isActive ? <Tag color="success">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
      },
    ];
    if (!canManage) {
      list.push({
        key: '__view',
        title: <span className="la-sr-only">{tu('table.actions')}</span>,
        align: 'right',
        width: 64,
        render: (row) => (
          <Tooltip title={t('templates.view.action')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('templates.view.named', { title: row.title })}
              onClick={() => setViewing(row)}
            />
          </Tooltip>
        ),
      });
    }
    return list;
  }, [t, tu, canManage, departmentById, categoryById, format, openRow]);

  const rowActions = useMemo(
    () =>
      canManage
        ? {
            onEdit: (row: ConversationTemplate) => openEdit(row),
            onDelete: (row: ConversationTemplate) => remove(row),
            describe: (row: ConversationTemplate) => row.title,
          }
        : undefined,
    [canManage, openEdit, remove],
  );

  const exportCsv = () =>
    exportRows((rows) => {
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`conversation-templates-${day}.csv`, templatesToCsv(rows, lookups));
    });

  const filterValue = (name: string) => {
    const value = state.params.filters[name];
    return value === null || value === undefined || value === '' ? undefined : value;
  };

  // One select a filter, in order: its parameter, its name (also the placeholder), width and test id.
  const filterSelects: Array<{
    name: string;
    label: string;
    width: number;
    testId: string;
    showSearch?: SelectProps<FilterValue, FilterOption>['showSearch'];
    options: FilterOption[];
  }> = [
    {
      name: 'scope',
      label: t('templates.filters.scope'),
      width: 150,
      testId: 'filter-scope',
      options: TEMPLATE_SCOPES.map((value) => ({ value, label: t(`templates.scope.${value}`) })),
    },
    {
      name: 'categoryId',
      label: t('templates.filters.category'),
      width: 190,
      testId: 'filter-category',
      showSearch: { optionFilterProp: 'name' },
      options: lookups.categories.map((category) => ({
        value: category.id,
        name: category.name,
        label: (
          <Flex align="center" gap={8}>
            <CategoryDot color={category.color} />
            {category.name}
          </Flex>
        ),
      })),
    },
    {
      name: 'isActive',
      label: t('templates.filters.status'),
      width: 140,
      testId: 'filter-active',
      options: [
        { value: true, label: t('common.active') },
        { value: false, label: t('common.inactive') },
      ],
    },
  ];
  const filters = (
    <>
      {filterSelects.map(({ name, label, width, testId, ...select }) => (
        <Select<FilterValue, FilterOption>
          key={name}
          allowClear
          aria-label={label}
          placeholder={label}
          style={{ width }}
          value={filterValue(name)}
          onChange={(value) => setFilter(name, value)}
          data-testid={testId}
          {...select}
        />
      ))}
    </>
  );

  const actions = (
    <>
      {canManage ? (
        <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
          {tu('table.importCsv')}
        </Button>
      ) : null}
      <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={state.total === 0}>
        {tu('table.exportCsv')}
      </Button>
      {canManage ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
          {t('templates.add')}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="ct-page">
      <PageHeader title={t('templates.title')} subtitle={t('templates.subtitle')} />
      {canManage ? null : <Alert type="info" showIcon title={t('common.readOnly')} style={{ marginBottom: 16 }} />}
      <div className="ct-table-rows" onClick={onTableClick} data-testid="templates-table">
        <DataTable<ConversationTemplate>
          label={t('templates.title')}
          columns={columns}
          rows={state.data as ConversationTemplate[]}
          total={state.total}
          loading={state.status === 'loading' || state.status === 'idle'}
          error={state.status === 'error'}
          onRetry={retry}
          params={state.params}
          onParamsChange={setParams}
          filters={filters}
          actions={actions}
          rowActions={rowActions}
          searchPlaceholder={t('templates.search')}
        />
      </div>
      {canManage ? (
        <TemplateFormDrawer
          open={state.formOpen}
          selected={state.selected as ConversationTemplate | null}
          saving={state.saving}
          fieldErrors={state.fieldErrors}
          departments={lookups.departments}
          categories={lookups.categories}
          onClose={closeForm}
          onSave={(values: ConversationTemplateInput, id?: number) => save(values, id)}
        />
      ) : null}
      <TemplateViewDrawer
        template={viewing}
        departments={lookups.departments}
        categories={lookups.categories}
        onClose={() => setViewing(null)}
      />
      {canManage ? <TemplateImportModal open={importOpen} onClose={closeImport} /> : null}
    </div>
  );
}

export default ConversationTemplatesPage;
