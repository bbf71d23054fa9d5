// Settings › Conversation Categories: the categories agents tag conversations with, two levels deep. The
// whole list sits on one page in sortOrder, each sub-category indented under its parent; rows are reordered
// by drag, keyboard or row menu within their own level (a top-level category moves with its sub-categories).
// Search and filters narrow the list in the browser and switch reordering off while they do.
import { Flex, Typography } from 'antd';
import { EnterOutlined } from '@ant-design/icons';
import type { ConversationCategory, ConversationCategoryInput } from '@live-agent/contracts';
import { inTreeOrder } from '../../components/SortableTable/reorder';
import { categories } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { OrderedListPage, type OrderedListSpec } from '../../crud/OrderedListPage';
import { draftOf } from './conversationCategories.types';
import { CategoryDrawer } from './components/CategoryDrawer';
import './conversationCategories.css';

const parentOf = (category: ConversationCategory) => category.parentId;

const columnsOf: OrderedListSpec<ConversationCategory, ConversationCategoryInput>['columns'] = (
  { departments, active },
  { data },
  t,
) => {
  const byId = new Map(data.map((category) => [category.id, category]));
  const childCounts = new Map<number, number>();
  for (const category of data) {
    if (category.parentId !== null) childCounts.set(category.parentId, (childCounts.get(category.parentId) ?? 0) + 1);
  }
  return [
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
    departments,
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
    active,
  ];
};

const CATEGORIES: OrderedListSpec<ConversationCategory, ConversationCategoryInput> = {
  resource: categories,
  list: LISTS.categories,
  order: (rows) => inTreeOrder(rows, parentOf),
  searchIn: (category) => [category.name, category.description],
  describe: (category) => category.name,
  parentOf,
  draftOf,
  departmentsWidth: 240,
  columns: columnsOf,
};

function ConversationCategoriesPage(_props: { tab?: string }) {
  return (
    <OrderedListPage
      {...CATEGORIES}
      drawer={(form, category, { departments, rows }) => (
        <CategoryDrawer
          {...form}
          category={category}
          categories={rows}
          departmentOptions={departments.options}
          departmentsLoading={departments.loading}
        />
      )}
    />
  );
}

export default ConversationCategoriesPage;
