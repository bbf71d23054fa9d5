// The conversation categories state area (docs/architecture.md, State) and its sagas: the CRUD factory plus reordering. The
// list is short and ordered by hand, so it is loaded whole, in sortOrder, on one page.
import type { ConversationCategory } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';
import { WHOLE_LIST, withReorder } from '../../components/SortableTable/withReorder';

export const categoriesFeature = withReorder(
  productCrudFeature<ConversationCategory>({
    name: 'conversationCategories',
    path: '/conversation-categories',
    messages: {
      created: 'categories.toast.created',
      updated: 'categories.toast.updated',
      deleted: 'categories.toast.deleted',
    },
    params: { sort: 'sortOrder', perPage: WHOLE_LIST },
  }),
  '/conversation-categories',
);

export const parentOf = (category: ConversationCategory) => category.parentId;
