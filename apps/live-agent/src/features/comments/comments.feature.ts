// The closing comments as the chat report still reads them (its comment names: `useCrud(commentsFeature)` in
// chat-report/components/lookupsContext.tsx). The Comments screen itself reads and writes through the API slice
// (api/resources.ts); once the chat report reads `useComments` of src/lookups, this file and crud/productCrud.ts go.
import type { Comment } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const commentsFeature = productCrudFeature<Comment>({
  name: 'comments',
  path: '/comments',
  messages: { created: 'comments.toast.created', updated: 'comments.toast.updated', deleted: 'comments.toast.deleted' },
  params: { sort: 'sortOrder', perPage: 1000 },
});
