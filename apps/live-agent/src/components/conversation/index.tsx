// A live conversation's pieces the live monitor and the agent inbox share (docs/demo-api.md, Live monitor and Agent
// inbox): its messages as ui-kit's chat thread shows them with their labels (bot, supervisor, private note), and the
// transfer and close forms (a 422 goes by the fields through `failed`). Their words are the monitor's
// (`monitor.*`), which the inbox reuses.
import { useCallback, useMemo, type ReactNode } from 'react';
import { Button, Form, Input, Radio, Select, Tag } from 'antd';
import { LockOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { closeRequestSchema, type LiveConversation, type Message } from '@live-agent/contracts';
import { MessageThread, type ThreadMessage } from '@live-agent/ui-kit/chat';
import { applyFieldErrors, lengthCount, toast, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';

import { closeRules, transferRules } from './conversation.rules';
export { MESSAGE_CONTENT, messageRules } from './conversation.rules';
import { toThreadMessage } from './threadMessage';
import {
  LIVE_LIST_POLL_MS,
  useCloseConversationMutation,
  useLiveAgentsQuery,
  useTransferConversationMutation,
} from '../../api/live';
import { useOrganizationQuery } from '../../api/resources';
import { useCategories, useComments, useQueues } from '../../lookups/lookups';

const EVERY = {};
/** The closing note's limit, which its counter shows. */
const NOTE = closeRequestSchema.shape.closingNote;

/** The labels beside a transcript's messages: the bot, a supervisor, a private note or whisper (the inbox's too). */
function useMessageMarks() {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (message: ThreadMessage): ReactNode => (
      <>
        {message.senderKind === 'bot' ? (
          <Tag color="purple" style={{ marginInlineEnd: 0 }}>
            {t('monitor.panel.bot')}
          </Tag>
        ) : null}
        {message.senderKind === 'supervisor' ? (
          <Tag color="blue" icon={<UserSwitchOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
            {t('monitor.panel.supervisor')}
          </Tag>
        ) : null}
        {message.tone === 'private' ? (
          <Tag
            color="gold"
            icon={<LockOutlined aria-hidden />}
            style={{ marginInlineEnd: 0 }}
            data-testid="private-note"
          >
            {message.senderKind === 'supervisor' ? t('monitor.panel.whisperMark') : t('monitor.panel.privateNote')}
          </Tag>
        ) : null}
      </>
    ),
    [t],
  );
}

/** A live conversation's transcript with its labels, every message in full (read for who said what, when). */
export function LiveTranscript({ id, messages, height }: { id: number; messages: readonly Message[]; height: string }) {
  const { t } = useTranslation(NAMESPACE);
  const marks = useMessageMarks();
  const thread = useMemo(() => messages.map(toThreadMessage), [messages]);
  return (
    <div data-testid="transcript">
      <MessageThread
        messages={thread}
        label={t('monitor.panel.transcript', { id })}
        renderMarks={marks}
        groupWithinMinutes={0}
        height={height}
      />
    </div>
  );
}

export type Failed = (error: unknown) => Record<string, string[]> | null;

interface TransferValues {
  target: 'agent' | 'queue';
  agentId?: number;
  queueId?: number;
}

/**
 * Transfer to an agent who can take the chat now, or to a queue. `queueOnly`: the agents now are the monitor's to
 * read (an agent in its inbox passes a chat back to a queue).
 */
export function TransferForm({
  row,
  failed,
  queueOnly = false,
}: {
  row: LiveConversation;
  failed: Failed;
  queueOnly?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => transferRules(formRules), [formRules]);
  const [form] = Form.useForm<TransferValues>();
  const target = Form.useWatch('target', form) ?? (queueOnly ? 'queue' : 'agent');
  const agents = useLiveAgentsQuery(EVERY, {
    pollingInterval: LIVE_LIST_POLL_MS,
    skipPollingIfUnfocused: true,
    skip: queueOnly,
  });
  const queues = useQueues();
  const [transfer, { isLoading }] = useTransferConversationMutation();

  // Only an agent who can take it now: online, with a free slot, and not the one holding it (the server refuses
  // the others with a 422 saying why).
  const agentOptions = useMemo(
    () =>
      (agents.data ?? [])
        .filter(
          (agent) =>
            agent.status === 'online' && agent.activeChats < agent.maxConcurrentChats && agent.id !== row.agentId,
        )
        .map((agent) => ({
          value: agent.id,
          label: `${agent.fullName} (${t('monitor.agents.chatsOf', { active: agent.activeChats, max: agent.maxConcurrentChats })})`,
        })),
    [agents.data, row.agentId, t],
  );
  const queueOptions = useMemo(
    () => queues.items.filter((queue) => queue.isActive).map((queue) => ({ value: queue.id, label: queue.name })),
    [queues.items],
  );
  const submit = async (values: TransferValues) => {
    const body = values.target === 'agent' ? { agentId: values.agentId } : { queueId: values.queueId };
    try {
      await transfer({ id: row.id, body }).unwrap();
      toast.success(t('monitor.transfer.done'));
      form.resetFields();
    } catch (error) {
      applyFieldErrors(form, failed(error));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ target: queueOnly ? 'queue' : 'agent' }} onFinish={submit}>
      <Form.Item name="target" label={t('monitor.transfer.to')} hidden={queueOnly}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'agent', label: t('monitor.transfer.toAgent') },
            { value: 'queue', label: t('monitor.transfer.toQueue') },
          ]}
        />
      </Form.Item>
      {target === 'agent' ? (
        <Form.Item
          name="agentId"
          label={t('monitor.transfer.agent')}
          rules={rules.agentId}
          extra={agents.data && agentOptions.length === 0 ? t('monitor.transfer.noAgent') : undefined}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={agentOptions} loading={agents.isLoading} />
        </Form.Item>
      ) : (
        <Form.Item name="queueId" label={t('monitor.transfer.queue')} rules={rules.queueId}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={queueOptions} loading={queues.loading} />
        </Form.Item>
      )}
      <Button htmlType="submit" type="primary" loading={isLoading}>
        {t('monitor.transfer.submit')}
      </Button>
    </Form>
  );
}

interface CloseValues {
  categoryIds?: number[];
  commentId?: number;
  closingNote?: string;
}

const usableIn = (departmentId: number) => (item: { isActive: boolean; departmentIds: number[] }) =>
  item.isActive && (item.departmentIds.length === 0 || item.departmentIds.includes(departmentId));

/** Close with categories, the closing comment where the settings ask for it, and a note. */
export function CloseForm({ row, failed, onClosed }: { row: LiveConversation; failed: Failed; onClosed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const commentRequired = useOrganizationQuery().data?.settings.requireCommentOnClose ?? false;
  const formRules = useFormRules();
  const rules = useMemo(() => closeRules(formRules, commentRequired), [formRules, commentRequired]);
  const [form] = Form.useForm<CloseValues>();
  const categories = useCategories();
  const comments = useComments();
  const [close, { isLoading }] = useCloseConversationMutation();

  const usable = usableIn(row.departmentId);
  const categoryOptions = categories.items
    .filter(usable)
    .map((category) => ({ value: category.id, label: category.name }));
  const commentOptions = comments.items.filter(usable).map((comment) => ({ value: comment.id, label: comment.text }));

  const submit = async (values: CloseValues) => {
    try {
      await close({
        id: row.id,
        body: {
          categoryIds: values.categoryIds ?? [],
          ...(values.commentId !== undefined && { commentId: values.commentId }),
          ...(values.closingNote?.trim() && { closingNote: values.closingNote }),
        },
      }).unwrap();
      toast.success(t('monitor.close.done'));
      onClosed();
    } catch (error) {
      applyFieldErrors(form, failed(error));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="categoryIds" label={t('monitor.close.categories')} rules={rules.categoryIds}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={categoryOptions}
          loading={categories.loading}
        />
      </Form.Item>
      <Form.Item name="commentId" label={t('monitor.close.comment')} rules={rules.commentId}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={commentOptions}
          loading={comments.loading}
        />
      </Form.Item>
      <Form.Item name="closingNote" label={t('monitor.close.note')} rules={rules.closingNote}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={lengthCount(NOTE)} />
      </Form.Item>
      <Button htmlType="submit" type="primary" danger loading={isLoading}>
        {t('monitor.close.submit')}
      </Button>
    </Form>
  );
}
