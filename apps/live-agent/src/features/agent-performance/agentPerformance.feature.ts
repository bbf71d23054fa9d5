// Two state areas over the same endpoint: the table (every agent of the filters) and the trend of the agent
// opened from it (?agentId=). Kept apart so opening and closing an agent's trend never reloads or blanks
// the table behind it.
import type { AgentPerformanceReport } from '@live-agent/contracts';

// productReport itself, not the reports index: the routes module reads this file (startEarly) and stays without the filter bar.
import { productReportFeature } from '../../reports/productReport';

export const agentPerformanceFeature = productReportFeature<AgentPerformanceReport>({
  name: 'agentPerformance',
  path: '/reports/agent-performance',
});

export const agentTrendFeature = productReportFeature<AgentPerformanceReport>({
  name: 'agentTrend',
  path: '/reports/agent-performance',
});

/** The filters of the table; the trend adds agentId. */
export const PERFORMANCE_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
