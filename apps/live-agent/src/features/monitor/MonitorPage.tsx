// The live monitor (docs/demo-api.md, Live monitor; admins only): the ongoing conversations, the agents now and the
// queues past their wait target, asked again every 5 s while the tab is visible (skipPollingIfUnfocused; the
// simulation's pace), and a conversation opened in a side panel. Filters and the open conversation live in the URL
// (monitorParams.ts). A new answer is drawn at a lower priority (useDeferredValue), so a busy hour's list updates in
// slices rather than one long task (docs/architecture.md, Long tasks after sign-in).
import { useCallback, useDeferredValue } from 'react';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, ReportStatus, useFormat, useUrlState } from '@live-agent/ui-kit';
import type { LiveAgent, LiveConversation } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { reportView } from '../../reports';
import { useLiveAlertsQuery } from '@live-agent/store/api';
import { LIVE_LIST_POLL_MS, useLiveAgentsQuery, useLiveConversationsQuery } from '../../api/live';
import { AgentsNow } from './components/AgentsNow';
import { ConversationPanel } from './components/ConversationPanel';
import { LiveConversationsTable } from './components/LiveConversationsTable';
import { MonitorFilters } from './components/MonitorFilters';
import { SlaAlerts } from './components/SlaAlerts';
import { agentsQuery, conversationsQuery, MONITOR_URL, type MonitorUrl } from './monitorParams';
import './monitor.css';

const POLLING = { pollingInterval: LIVE_LIST_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true } as const;
const NO_ROWS: LiveConversation[] = [];
const NO_AGENTS: LiveAgent[] = [];

function MonitorPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [url, setUrl] = useUrlState(MONITOR_URL);
  const conversations = reportView(useLiveConversationsQuery(conversationsQuery(url), POLLING));
  const agents = useLiveAgentsQuery(agentsQuery(url), POLLING);
  const alerts = useLiveAlertsQuery(undefined, POLLING);
  const rows = useDeferredValue(conversations.data ?? NO_ROWS);
  const agentRows = useDeferredValue(agents.data ?? NO_AGENTS);

  const open = useCallback((id: number) => setUrl({ conversation: id }), [setUrl]);
  const closePanel = useCallback(() => setUrl({ conversation: null }), [setUrl]);
  const setFilters = useCallback((changes: Partial<MonitorUrl>) => setUrl(changes, { replace: true }), [setUrl]);
  const setAgentsDepartment = useCallback(
    (agentsDepartmentId: number | null) => setUrl({ agentsDepartmentId }, { replace: true }),
    [setUrl],
  );

  const subtitle = (
    <>
      <Badge status="processing" text={t('monitor.live')} />
      <span aria-hidden> · </span>
      {t('monitor.subtitle')}
    </>
  );

  return (
    <div className="la-monitor">
      <PageHeader title={t('screens.monitor')} subtitle={subtitle} />
      <SlaAlerts alerts={alerts.data ?? []} onOpen={open} />
      <section aria-labelledby="la-monitor-conversations">
        <Flex wrap gap={8} align="baseline" justify="space-between" style={{ marginBottom: 12 }}>
          <Typography.Title level={2} id="la-monitor-conversations" style={{ margin: 0, fontSize: 18 }}>
            {t('monitor.conversations.title')}
          </Typography.Title>
          {conversations.data ? (
            <Typography.Text type="secondary" data-testid="live-count">
              {t('monitor.conversations.count', {
                count: conversations.data.length,
                formatted: format.integer(conversations.data.length),
              })}
            </Typography.Text>
          ) : null}
        </Flex>
        <MonitorFilters values={url} onChange={setFilters} />
        <ReportStatus
          hasData={conversations.data !== null}
          loading={conversations.pending}
          error={conversations.error}
          onRetry={conversations.reload}
        >
          <LiveConversationsTable rows={rows} loading={false} onOpen={open} />
        </ReportStatus>
      </section>
      <AgentsNow
        agents={agentRows}
        loading={agents.isLoading}
        departmentId={url.agentsDepartmentId}
        onDepartmentChange={setAgentsDepartment}
      />
      <ConversationPanel id={url.conversation} onClose={closePanel} />
    </div>
  );
}

export default MonitorPage;
