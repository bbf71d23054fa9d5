// The agent's workspace (docs/demo-api.md, Agent inbox; `/live-agent/inbox`; the agent's status is the shell navbar's
// "My status"): the chats waiting in its queues (Accept, disabled with the reason over the limit or when not online) and its own chats,
// polled like the monitor's lists (skipPollingIfUnfocused), and the open chat (`?conversation=<id>`, the app's URL
// state) with the monitor's transcript, transfer and close (features/monitor ConversationPanel) and a composer with
// templates. The shell's frame counts the chats whose customer awaits an answer (the menu, the tab's title) and says
// when a chat became the agent's (apps/shell/src/features/desk-status).
import { useCallback, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Col, Empty, Flex, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusOf, type DeskConversation } from '@live-agent/contracts';
import { PageHeader, tellWriteFailure, toast, useFormat, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import {
  DESK_POLL_MS,
  useAcceptConversationMutation,
  useDeskConversationsQuery,
  useDeskMeQuery,
  useDeskQueueQuery,
} from '../../api/desk';
import { LIVE_TRANSCRIPT_POLL_MS, useLiveTranscriptQuery } from '../../api/live';
import { CloseForm, LiveTranscript, TransferForm, type Failed } from '../../components/conversation';
import { InboxComposer } from './InboxComposer';
import './inbox.css';

const POLLING = { pollingInterval: DESK_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true } as const;
const NONE: DeskConversation[] = [];

/** What the inbox keeps in its URL: the open chat, so a reload shows it again. */
export const INBOX_URL = {
  conversation: {
    defaultValue: null as number | null,
    parse: (text: string) => (/^\d+$/.test(text) ? Number(text) : null),
  },
};

function InboxPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [url, setUrl] = useUrlState(INBOX_URL);
  const me = useDeskMeQuery(undefined, POLLING);
  const linked = !(me.isError && statusOf(me.error) === 403);
  const queue = useDeskQueueQuery(undefined, { ...POLLING, skip: !linked });
  const mine = useDeskConversationsQuery(undefined, { ...POLLING, skip: !linked });
  const [accept] = useAcceptConversationMutation();
  const mineRows = mine.data ?? NONE;
  const queueRows = queue.data ?? NONE;

  const open = useCallback((id: number | null) => setUrl({ conversation: id }), [setUrl]);

  const acceptOne = async (row: DeskConversation) => {
    try {
      await accept(row.id).unwrap();
      toast.success(t('inbox.queue.accepted', { name: row.customer.name }));
      open(row.id);
    } catch (error) {
      tellWriteFailure(error);
    }
  };

  const agent = me.data;
  const full = agent ? agent.activeChats >= agent.maxConcurrentChats : false;
  const acceptBlocked = !agent
    ? ''
    : full
      ? t('inbox.queue.full', { active: agent.activeChats, max: agent.maxConcurrentChats })
      : agent.status !== 'online'
        ? t('inbox.queue.notOnline')
        : '';

  const openRow = mineRows.find((row) => row.id === url.conversation);

  return (
    <div className="la-inbox">
      <PageHeader title={t('screens.inbox')} subtitle={t('inbox.subtitle')} />
      {!linked ? (
        <Alert type="info" showIcon title={t('inbox.notLinked')} data-testid="inbox-not-linked" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9}>
            <Flex vertical gap={16}>
              <ListCard
                title={t('inbox.mine.title')}
                extra={
                  agent ? t('inbox.mine.count', { active: agent.activeChats, max: agent.maxConcurrentChats }) : null
                }
              >
                {mineRows.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.mine.empty')} />
                ) : (
                  <ul className="la-inbox-list" data-testid="my-chats">
                    {mineRows.map((row) => (
                      <li key={row.id} className={row.id === url.conversation ? 'la-inbox-selected' : undefined}>
                        <Button
                          type="link"
                          aria-label={t('inbox.mine.open', { name: row.customer.name })}
                          aria-current={row.id === url.conversation ? 'true' : undefined}
                          onClick={() => open(row.id)}
                          className="la-inbox-name"
                        >
                          {row.customer.name}
                        </Button>
                        <Flex gap={8} align="center" wrap>
                          <Typography.Text type="secondary">{row.queueName}</Typography.Text>
                          {row.awaitingReply ? <Badge status="warning" text={t('inbox.mine.unanswered')} /> : null}
                        </Flex>
                      </li>
                    ))}
                  </ul>
                )}
              </ListCard>
              <ListCard title={t('inbox.queue.title')}>
                {acceptBlocked ? (
                  <Typography.Paragraph type="secondary" data-testid="accept-blocked">
                    {acceptBlocked}
                  </Typography.Paragraph>
                ) : null}
                {queueRows.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.queue.empty')} />
                ) : (
                  <ul className="la-inbox-list" data-testid="my-queue">
                    {queueRows.map((row) => (
                      <li key={row.id}>
                        <Flex justify="space-between" align="center" gap={8} wrap>
                          <div>
                            <Typography.Text strong>{row.customer.name}</Typography.Text>
                            <br />
                            <Typography.Text type="secondary">
                              {`${row.queueName} · ${t('inbox.queue.waiting', { duration: format.duration(row.waitSec) })}`}
                            </Typography.Text>
                          </div>
                          <Button
                            size="small"
                            type="primary"
                            disabled={acceptBlocked !== ''}
                            title={acceptBlocked || undefined}
                            aria-label={t('inbox.queue.acceptChat', { name: row.customer.name })}
                            onClick={() => acceptOne(row)}
                          >
                            {t('inbox.queue.accept')}
                          </Button>
                        </Flex>
                      </li>
                    ))}
                  </ul>
                )}
              </ListCard>
            </Flex>
          </Col>
          <Col xs={24} lg={15}>
            {url.conversation === null ? (
              <Card size="small">
                <Empty description={t('inbox.panel.choose')} />
              </Card>
            ) : (
              <InboxPanel
                key={url.conversation}
                id={url.conversation}
                row={openRow}
                listed={mine.data !== undefined}
                agentName={agent?.fullName ?? ''}
                departmentIds={agent?.departmentIds ?? []}
                onClosed={() => open(null)}
              />
            )}
          </Col>
        </Row>
      )}
    </div>
  );
}

/** One of the two lists beside the chat (the agent's chats, the queue): a small card under its heading. */
function ListCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

function InboxPanel({
  id,
  row,
  listed,
  agentName,
  departmentIds,
  onClosed,
}: {
  id: number;
  row: DeskConversation | undefined;
  listed: boolean;
  agentName: string;
  departmentIds: number[];
  onClosed: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const ended = listed && !row;
  const transcript = useLiveTranscriptQuery(id, {
    pollingInterval: ended ? 0 : LIVE_TRANSCRIPT_POLL_MS,
    skipPollingIfUnfocused: true,
    skip: ended,
  });
  const failed: Failed = useCallback((error: unknown) => tellWriteFailure(error), []);

  return (
    <Card
      size="small"
      data-testid="inbox-panel"
      title={row ? t('inbox.panel.title', { name: row.customer.name, id }) : `#${id}`}
      extra={
        <Button type="text" onClick={onClosed} aria-label={t('inbox.panel.close')}>
          ×
        </Button>
      }
    >
      {ended ? (
        <Alert type="warning" showIcon title={t('inbox.panel.ended')} data-testid="inbox-ended" />
      ) : (
        <Flex vertical gap={16}>
          {transcript.data ? (
            <LiveTranscript id={id} messages={transcript.data.data} height="clamp(240px, calc(100vh - 560px), 480px)" />
          ) : null}
          {row ? (
            <Tabs
              items={[
                {
                  key: 'write',
                  label: t('inbox.tabs.write'),
                  children: <InboxComposer row={row} agentName={agentName} departmentIds={departmentIds} />,
                },
                {
                  key: 'transfer',
                  label: t('inbox.tabs.transfer'),
                  children: <TransferForm row={row} failed={failed} queueOnly />,
                },
                {
                  key: 'close',
                  label: t('inbox.tabs.close'),
                  children: <CloseForm row={row} failed={failed} onClosed={onClosed} />,
                },
              ]}
            />
          ) : null}
        </Flex>
      )}
    </Card>
  );
}

export default InboxPage;
