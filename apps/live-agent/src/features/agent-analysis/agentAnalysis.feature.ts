// The agent analysis report's state area; the filters it takes (period aside) are department, queue and agent.
import { productReportFeature } from '../../reports';
import type { AgentAnalysisReport } from './agentAnalysis.types';

export const agentAnalysisFeature = productReportFeature<AgentAnalysisReport>({ name: 'agentAnalysis', path: '/reports/agent-analysis' });

export const ANALYSIS_FILTERS = ['departmentId', 'queueId', 'agentId'] as const;
