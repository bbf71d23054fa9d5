// The communications report's state area and saga (GET /api/v1/reports/communications).
import { GROUP_BY, type CommunicationsReport, type GroupBy } from '@live-agent/contracts';

import { productReportFeature } from '../../reports';

export const communicationsFeature = productReportFeature<CommunicationsReport>({
  name: 'communications',
  path: '/reports/communications',
});

/** The filters this report takes from the URL. */
export const COMMUNICATIONS_FILTERS = ['departmentId', 'queueId', 'agentId', 'channel'] as const;

/** `?groupBy=` of the URL; anything else (or nothing) is per day. */
export const groupByOf = (value: string | null | undefined): GroupBy =>
  GROUP_BY.includes(value as GroupBy) ? (value as GroupBy) : 'day';
