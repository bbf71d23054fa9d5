// The ongoing conversations, longest wait first (the server's order): one row each, the customer's name the button
// that opens the side panel. A chat waiting past its queue's target is marked three ways (a red row edge, an icon
// and the words "Over SLA"), so the mark does not rest on colour alone. Paged at 20 rows, so a busy hour's 200 chats
// render one page per update (docs/architecture.md, Long tasks after sign-in).
import { memo, useMemo } from 'react';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ExclamationCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LiveConversation } from '@live-agent/contracts';
import { useFormat, usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export interface LiveConversationsTableProps {
  rows: readonly LiveConversation[];
  loading: boolean;
  onOpen: (id: number) => void;
}

const STATUS_COLOR: Record<LiveConversation['status'], string> = {
  bot: 'purple',
  queued: 'orange',
  open: 'green',
  on_hold: 'default',
};

export const LiveConversationsTable = memo(function LiveConversationsTable({
  rows,
  loading,
  onOpen,
}: LiveConversationsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const pagerItems = usePagerItems();

  const columns = useMemo<TableColumnsType<LiveConversation>>(
    () => [
      {
        key: 'customer',
        title: t('monitor.conversations.customer'),
        render: (_value, row) => (
          <Flex vertical align="start">
            <Button
              type="link"
              style={{
                padding: 0,
                height: 'auto',
                textAlign: 'start',
                whiteSpace: 'normal',
                justifyContent: 'flex-start',
              }}
              aria-label={t('monitor.conversations.open', { name: row.customer.name })}
              onClick={() => onOpen(row.id)}
            >
              {row.customer.name}
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              #{row.id}
              {row.supervisorJoined ? (
                <>
                  {' · '}
                  <TeamOutlined aria-hidden /> {t('monitor.conversations.joined')}
                </>
              ) : null}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'channel',
        title: t('monitor.conversations.channel'),
        render: (_value, row) => t(`reports.channels.${row.channel}`),
        responsive: ['md'],
      },
      {
        key: 'department',
        title: t('monitor.conversations.department'),
        render: (_value, row) => (
          <Flex vertical>
            <span>{row.departmentName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.queueName}
            </Typography.Text>
          </Flex>
        ),
        responsive: ['lg'],
      },
      {
        key: 'agent',
        title: t('monitor.conversations.agent'),
        render: (_value, row) =>
          row.agentName ?? <Typography.Text type="secondary">{t('monitor.conversations.unassigned')}</Typography.Text>,
        responsive: ['sm'],
      },
      {
        key: 'status',
        title: t('monitor.conversations.status'),
        render: (_value, row) => (
          <Tag color={STATUS_COLOR[row.status]} style={{ marginInlineEnd: 0 }}>
            {t(`reports.conversationStatus.${row.status}`)}
          </Tag>
        ),
      },
      {
        key: 'wait',
        title: <span title={t('monitor.conversations.waitHint')}>{t('monitor.conversations.wait')}</span>,
        render: (_value, row) => (
          <Flex vertical align="start" gap={2}>
            <span>{format.duration(row.waitSec)}</span>
            {row.overSla ? (
              <Tag
                color="error"
                icon={<ExclamationCircleOutlined aria-hidden />}
                style={{ marginInlineEnd: 0 }}
                title={t('monitor.conversations.overSlaOf', { target: format.duration(row.slaTargetSec) })}
                data-testid="over-sla"
              >
                {t('monitor.conversations.overSla')}
              </Tag>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'messages',
        title: t('monitor.conversations.messages'),
        dataIndex: 'messageCount',
        align: 'end',
        render: (value: number) => format.integer(value),
        responsive: ['md'],
      },
    ],
    [t, format, onOpen],
  );

  return (
    <div data-testid="live-conversations">
      <Table<LiveConversation>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows as LiveConversation[]}
        loading={loading}
        rowClassName={(row) => (row.overSla ? 'la-monitor-over-sla' : '')}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true, itemRender: pagerItems }}
        // In the theme's secondary text, as every list's empty state (antd's own placeholder grey is too faint to read).
        locale={{ emptyText: <Typography.Text type="secondary">{t('monitor.conversations.empty')}</Typography.Text> }}
      />
    </div>
  );
});
