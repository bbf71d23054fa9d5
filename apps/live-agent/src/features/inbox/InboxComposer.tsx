// The inbox's composer: Enter sends, Shift+Enter starts a new line, at most 5,000 characters (the contracts' rule
// through useFormRules), a private note switch, and the templates the agent may use (active; global, or of one of
// its departments: a private template names no owner, so none is offered), opened by `/` at the start or the
// button, filled with the chat's variables (fillTemplate: a missing one stays as a marked gap, listed above).
// Each message carries a client id of its own (contracts' MESSAGE_CLIENT_ID), kept with the draft: a second Enter
// while it is on the way sends nothing, and the same message sent again (a retry, another tab restoring the same kept
// draft after a session ended) is stored once by the server.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { newMessageClientId, type DeskConversation } from '@live-agent/contracts';
import {
  applyFieldErrors,
  lengthCount,
  tellWriteFailure,
  toast,
  useFormRules,
  useKeptFormDraft,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useSupervisorMessageMutation } from '../../api/live';
import { templates as templatesResource, useOrganizationQuery } from '../../api/resources';
import { MESSAGE_CONTENT, messageRules } from '../../components/conversation';
import { fillTemplate } from './fillTemplate';

interface ComposerValues {
  content: string;
  isPrivate: boolean;
  /** This message's id for the server (see the header); not a field the agent sees. */
  clientId: string;
}

export function InboxComposer({
  row,
  agentName,
  departmentIds,
}: {
  row: DeskConversation;
  agentName: string;
  departmentIds: number[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => messageRules(formRules), [formRules]);
  const [form] = Form.useForm<ComposerValues>();
  const [send, { isLoading }] = useSupervisorMessageMutation();
  const sending = useRef(false);
  const [initialValues] = useState<ComposerValues>(() => ({
    content: '',
    isPrivate: false,
    clientId: newMessageClientId(),
  }));
  // Kept if the session ends while the agent writes, and offered back in this chat after signing in again.
  const { offer } = useKeptFormDraft(form, `inbox:message:${row.id}`);
  const [picking, setPicking] = useState(false);
  const [gaps, setGaps] = useState<string[]>([]);
  const organization = useOrganizationQuery().data;
  const all = templatesResource.useAll().data;
  const usable = useMemo(
    () =>
      (all ?? []).filter(
        (template) =>
          template.isActive &&
          (template.scope === 'global' ||
            (template.scope === 'department' &&
              template.departmentId !== null &&
              departmentIds.includes(template.departmentId))),
      ),
    [all, departmentIds],
  );

  const submit = async () => {
    // Enter again while the message is on the way sends nothing more (isLoading follows a render later).
    if (sending.current) return;
    sending.current = true;
    try {
      let values: ComposerValues;
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
      const clientId = (form.getFieldValue('clientId') as string | undefined) ?? newMessageClientId();
      try {
        await send({
          id: row.id,
          body: { content: values.content, isPrivate: values.isPrivate === true, clientId },
        }).unwrap();
        toast.success(t(values.isPrivate ? 'inbox.composer.noted' : 'inbox.composer.sent'));
        // The next message is another one.
        form.setFieldsValue({ content: '', clientId: newMessageClientId() });
        setGaps([]);
      } catch (error) {
        applyFieldErrors(form, tellWriteFailure(error));
      }
    } finally {
      sending.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onChange = (value: string) => {
    if (value === '/') setPicking(true);
  };

  const use = (body: string) => {
    const filled = fillTemplate(body, {
      'customer.name': row.customer.name,
      'customer.email': row.customer.email,
      'agent.name': agentName,
      'organization.name': organization?.name,
    });
    form.setFieldsValue({ content: filled.text });
    setGaps(filled.gaps);
    setPicking(false);
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues}>
      {offer}
      {gaps.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('inbox.composer.gaps', { gaps: gaps.join(', ') })}
          data-testid="template-gaps"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form.Item name="content" label={t('inbox.composer.label')} rules={rules.content}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={t('inbox.composer.placeholder')}
          count={lengthCount(MESSAGE_CONTENT)}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange(event.target.value)}
        />
      </Form.Item>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Form.Item name="isPrivate" valuePropName="checked" noStyle>
          <Checkbox>{t('inbox.composer.private')}</Checkbox>
        </Form.Item>
        <Flex gap={8}>
          <Button onClick={() => setPicking(true)}>{t('inbox.composer.templates')}</Button>
          <Button type="primary" loading={isLoading} onClick={() => void submit()}>
            {t('inbox.composer.send')}
          </Button>
        </Flex>
      </Flex>
      <Modal
        open={picking}
        title={t('inbox.composer.templatesTitle')}
        footer={null}
        onCancel={() => setPicking(false)}
        destroyOnHidden
      >
        {usable.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.composer.noTemplates')} />
        ) : (
          <ul className="la-inbox-list" data-testid="template-list">
            {usable.map((template) => (
              <li key={template.id}>
                <Button type="link" className="la-inbox-name" onClick={() => use(template.body)}>
                  {template.title}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </Form>
  );
}
