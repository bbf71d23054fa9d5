// The agent analysis report's state area; the filters it takes (period aside) are department, queue and agent.
import { createReportFeature } from '../../reports';
import type { AgentAnalysisReport } from './agentAnalysis.types';

export const agentAnalysisFeature = createReportFeature<AgentAnalysisReport>({ name: 'agentAnalysis', path: '/reports/agent-analysis' });

export const ANALYSIS_FILTERS = ['departmentId', 'queueId', 'agentId'] as const;
