// The agent analysis report's state area; the filters it takes (period aside) are department, queue and agent.
import type { AgentAnalysisReport } from '@live-agent/contracts';

// productReport itself, not the reports index: the routes module reads this file (startEarly) and stays without the filter bar.
import { productReportFeature } from '../../reports/productReport';

export const agentAnalysisFeature = productReportFeature<AgentAnalysisReport>({
  name: 'agentAnalysis',
  path: '/reports/agent-analysis',
});

export const ANALYSIS_FILTERS = ['departmentId', 'queueId', 'agentId'] as const;
