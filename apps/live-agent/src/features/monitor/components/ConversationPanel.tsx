// A conversation opened from the monitor (`?conversation=<id>`): its facts, its transcript following the simulation
// (asked again every 3 s while the tab is visible) and a supervisor's actions: whisper or join, transfer, close.
// Each action is confirmed by a toast; a 422 puts the server's messages by their fields (tellWriteFailure); a 409
// (the chat ended meanwhile) or a chat gone from the live list makes the panel say it is no longer ongoing, and the
// actions go. The transcript is ui-kit's chat thread: the customer on the left, the organisation (bot, agents,
// supervisor) on the right, private notes and whispers in the warning colours with a label.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Grid, Input, Spin, Tabs, Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isNotFound, statusOf } from '@live-agent/contracts';
import { applyFieldErrors, lengthCount, tellWriteFailure, toast, useFormat, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import {
  LIVE_LIST_POLL_MS,
  LIVE_TRANSCRIPT_POLL_MS,
  useLiveConversationsQuery,
  useLiveTranscriptQuery,
  useSupervisorMessageMutation,
} from '../../../api/live';
import {
  CloseForm,
  LiveTranscript,
  MESSAGE_CONTENT,
  messageRules,
  TransferForm,
  type Failed,
} from '../../../components/conversation';

const EVERY = {};

/** The message of a failed write's answer (a 409's `{ message }`), if any. */
const messageOf = (error: unknown): string | undefined => {
  const data = (error as { response?: { data?: { message?: unknown } } })?.response?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
};

export interface ConversationPanelProps {
  id: number | null;
  onClose: () => void;
}

export function ConversationPanel({ id, onClose }: ConversationPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={id !== null}
      title={id === null ? null : <PanelTitle id={id} />}
      size={screens.lg ? 760 : screens.md ? '85%' : '100%'}
      destroyOnHidden
      onClose={onClose}
      closable={{ 'aria-label': t('monitor.panel.close') }}
    >
      {id === null ? null : <PanelBody key={id} id={id} onClosed={onClose} />}
    </Drawer>
  );
}

/** The open conversation's row in the unfiltered live list (the same cache entry the panel's body polls). */
function useLiveRow(id: number) {
  const query = useLiveConversationsQuery(EVERY, {
    pollingInterval: LIVE_LIST_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return { row: query.data?.find((row) => row.id === id), listed: query.data !== undefined };
}

function PanelTitle({ id }: { id: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { row } = useLiveRow(id);
  return <>{t('monitor.panel.title', { name: row?.customer.name ?? '', id })}</>;
}

function PanelBody({ id, onClosed }: { id: number; onClosed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { row, listed } = useLiveRow(id);
  /** Set by a 409: the server's words for why the chat cannot be acted on. */
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const ended = endedBecause !== null || (listed && !row);
  const transcript = useLiveTranscriptQuery(id, {
    pollingInterval: ended ? 0 : LIVE_TRANSCRIPT_POLL_MS,
    skipPollingIfUnfocused: true,
  });

  /** What a failed action says: a 409 ends the panel's actions; a 422 goes by the fields; anything else a toast. */
  const failed = useCallback(
    (error: unknown) => {
      if (statusOf(error) === 409) {
        const because = messageOf(error) ?? '';
        setEndedBecause(because);
        toast.error(because || t('monitor.panel.ended'));
        return null;
      }
      return tellWriteFailure(error);
    },
    [t],
  );

  if (transcript.isError && isNotFound(transcript.error))
    return <Alert type="warning" showIcon title={t('monitor.panel.notFound')} />;

  return (
    <Flex vertical gap={16} data-testid="conversation-panel">
      {ended ? (
        <Alert
          type="warning"
          showIcon
          title={t('monitor.panel.ended')}
          description={endedBecause || undefined}
          data-testid="conversation-ended"
        />
      ) : null}
      {row ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'status',
              label: t('monitor.conversations.status'),
              children: t(`reports.conversationStatus.${row.status}`),
            },
            {
              key: 'agent',
              label: t('monitor.conversations.agent'),
              children: row.agentName ?? t('monitor.conversations.unassigned'),
            },
            {
              key: 'queue',
              label: t('monitor.conversations.queue'),
              children: `${row.departmentName} · ${row.queueName}`,
            },
            {
              key: 'channel',
              label: t('monitor.conversations.channel'),
              children: t(`reports.channels.${row.channel}`),
            },
            { key: 'wait', label: t('monitor.conversations.wait'), children: format.duration(row.waitSec) },
            {
              key: 'more',
              label: t('monitor.conversations.messages'),
              children: (
                <Flex wrap gap={4} align="center">
                  <span>{format.integer(row.messageCount)}</span>
                  <Tag style={{ marginInlineEnd: 0 }} data-testid="transfer-count">
                    {t('monitor.panel.transfers', { count: row.transferCount })}
                  </Tag>
                  {row.supervisorJoined ? (
                    <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                      {t('monitor.conversations.joined')}
                    </Tag>
                  ) : null}
                </Flex>
              ),
            },
          ]}
        />
      ) : null}
      {transcript.data ? (
        <LiveTranscript id={id} messages={transcript.data.data} height="clamp(260px, calc(100vh - 520px), 520px)" />
      ) : (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin description={t('monitor.panel.loading')} />
        </Flex>
      )}
      {row && !ended ? (
        <Tabs
          items={[
            { key: 'write', label: t('monitor.composer.title'), children: <Composer id={id} failed={failed} /> },
            {
              key: 'transfer',
              label: t('monitor.transfer.title'),
              children: <TransferForm row={row} failed={failed} />,
            },
            {
              key: 'close',
              label: t('monitor.close.title'),
              children: <CloseForm row={row} failed={failed} onClosed={onClosed} />,
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}

function Composer({ id, failed }: { id: number; failed: Failed }) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => messageRules(formRules), [formRules]);
  const [form] = Form.useForm<{ content: string }>();
  const [send, { isLoading }] = useSupervisorMessageMutation();
  const [sending, setSending] = useState<'whisper' | 'join' | null>(null);

  const submit = async (isPrivate: boolean) => {
    let values: { content: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(isPrivate ? 'whisper' : 'join');
    try {
      await send({ id, body: { content: values.content, isPrivate } }).unwrap();
      toast.success(t(isPrivate ? 'monitor.composer.whispered' : 'monitor.composer.joined'));
      form.resetFields();
    } catch (error) {
      applyFieldErrors(form, failed(error));
    } finally {
      setSending(null);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={() => submit(true)}>
      <Form.Item name="content" label={t('monitor.composer.content')} rules={rules.content}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('monitor.composer.placeholder')}
          count={lengthCount(MESSAGE_CONTENT)}
        />
      </Form.Item>
      <Flex wrap gap={8}>
        <Button
          icon={<LockOutlined aria-hidden />}
          loading={sending === 'whisper'}
          disabled={isLoading}
          onClick={() => submit(true)}
        >
          {t('monitor.composer.whisper')}
        </Button>
        <Button type="primary" loading={sending === 'join'} disabled={isLoading} onClick={() => submit(false)}>
          {t('monitor.composer.join')}
        </Button>
      </Flex>
    </Form>
  );
}
