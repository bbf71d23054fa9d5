// "My status" in the navbar, for a user who works as an agent (manage AgentDesk and an agent record: an admin has the
// ability but no record, and the API answers it 403, so nothing shows) while the live-agent remote is on. Online takes
// chats; away, busy and offline stop new ones (docs/demo-api.md, Agent inbox). The dot's colour is the status's, and
// its name is written beside it, so colour is never the only sign. Under the statuses, and for a screen reader on the
// control, whether the agent's shift expects it now and until when, and whether its departments are open by their
// working times (GET /me's expectedNow, shiftChangesAt and departmentsOpenNow).
import { useId } from 'react';
import { Badge, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES, type AgentStatus } from '@live-agent/contracts';
import { tellWriteFailure, toast, useFormat } from '@live-agent/ui-kit';
import { useRemoteFeature } from '../presenter';
import {
  DESK_POLL_MS,
  deskRequestsApi,
  useDeskMeQuery,
  useSetDeskStatusMutation,
} from '@live-agent/ui-kit/desk-requests';

const DOT: Record<AgentStatus, 'success' | 'warning' | 'error' | 'default'> = {
  online: 'success',
  away: 'warning',
  busy: 'error',
  offline: 'default',
};

export function NavbarDeskStatus() {
  if (!useRemoteFeature('liveAgent', 'manage', 'AgentDesk')) return null;
  return <StatusSelect />;
}

function StatusSelect() {
  const { t } = useTranslation('shell');
  // Followed at the inbox's pace once there is an agent record: until the agent sets one, its status is its shift's,
  // which moves on its own. A user without one (the admin's 403) is not asked again every few seconds.
  const known = deskRequestsApi.endpoints.deskMe.useQueryState().data !== undefined;
  const { data: agent } = useDeskMeQuery(undefined, {
    pollingInterval: known ? DESK_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [setStatus, call] = useSetDeskStatusMutation();
  const format = useFormat();
  const shiftId = useId();
  // Not linked to an agent record (403), or not read yet: nothing to show.
  if (!agent) return null;
  // Whether the agent's shift expects it now, under the statuses and for a screen reader on the control.
  const onShift = !agent.shiftChangesAt
    ? t('deskStatus.noShift')
    : agent.expectedNow
      ? t('deskStatus.onShift', { time: format.time(agent.shiftChangesAt) })
      : t('deskStatus.offShift', { when: format.dateTime(agent.shiftChangesAt) });
  const opening = t(agent.departmentsOpenNow ? 'deskStatus.departmentsOpen' : 'deskStatus.departmentsClosed');
  const shift = `${onShift} · ${opening}`;

  const change = async (status: AgentStatus) => {
    try {
      await setStatus(status).unwrap();
      toast.success(t('deskStatus.changed', { status: t(`deskStatus.${status}`) }));
    } catch (error) {
      tellWriteFailure(error);
    }
  };

  return (
    <>
      <span id={shiftId} className="la-sr-only">
        {shift}
      </span>
      <Select<AgentStatus>
        aria-label={t('deskStatus.label')}
        value={agent.status}
        loading={call.isLoading}
        variant="borderless"
        popupMatchSelectWidth={false}
        style={{ minWidth: 120 }}
        options={AGENT_STATUSES.map((status) => ({
          value: status,
          label: <Badge status={DOT[status]} text={t(`deskStatus.${status}`)} />,
        }))}
        onChange={(status) => void change(status)}
        popupRender={(list) => (
          <>
            {list}
            <p className="app-desk-shift" data-testid="my-shift">
              {shift}
            </p>
          </>
        )}
        aria-describedby={shiftId}
        data-testid="my-status"
        data-status={agent.status}
      />
    </>
  );
}
