// The page of conversation rows on screen: the shared report factory over GET /conversations, with the period,
// filters, search, sort and page in its query (chatReportQuery). A file of its own, because the routes module
// reads it to start that GET as the URL opens, and so reads nothing more of the screen (the export, the viewer).
import type { ConversationRow, ListPage } from '@live-agent/contracts';
// The factory itself, not the reports index, whose filter bar the routes module must not pull in.
import { productReportFeature } from '../../reports/productReport';

export const chatReportList = productReportFeature<ListPage<ConversationRow>>({
  name: 'chatReportList',
  path: '/conversations',
});
