// The closing comments state area (docs/architecture.md, State) and its sagas: the CRUD factory plus reordering. The list is
// short and ordered by hand, so it is loaded whole, in sortOrder, on one page.
import type { Comment } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';
import { WHOLE_LIST, withReorder } from '../../components/SortableTable/withReorder';

export const commentsFeature = withReorder(
  productCrudFeature<Comment>({
    name: 'comments',
    path: '/comments',
    messages: {
      created: 'comments.toast.created',
      updated: 'comments.toast.updated',
      deleted: 'comments.toast.deleted',
    },
    params: { sort: 'sortOrder', perPage: WHOLE_LIST },
  }),
  '/comments',
);
