import { memo } from 'react';
import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentStatus } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

export const STATUS_COLORS: Record<AgentStatus, string> = {
  online: 'green',
  busy: 'orange',
  away: 'gold',
  offline: 'default',
};

const DOT: Record<AgentStatus, 'success' | 'warning' | 'default'> = {
  online: 'success',
  busy: 'warning',
  away: 'warning',
  offline: 'default',
};

/** Presence: online green, busy orange, away gold, offline grey. */
export const StatusTag = memo(function StatusTag({ status }: { status: AgentStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      <Badge status={DOT[status]} style={{ marginInlineEnd: 6 }} />
      {t(`common.status.${status}`)}
    </Tag>
  );
});
