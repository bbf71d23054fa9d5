// Create and edit an agent. Rules mirror the server's: full name required (≤ 120), e-mail required and well
// formed (unique across admins and agents: the server's 422 lands under the field), at most one shift,
// 1–20 concurrent chats as a whole number (empty on a new agent takes the organisation's default), kept as typed
// (ui-kit's NumberField) and sent as the number its rule read.
// An inactive agent is always offline, so the status choice is disabled while Active is off.
import { memo, useMemo } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { figureOf, FormDrawer, lengthCount, NumberField, type EditDrawerProps } from '@live-agent/ui-kit';
import {
  agentInputSchema,
  AGENT_STATUSES,
  type Agent,
  type AgentStatus,
  type Department,
  type Queue,
  type Shift,
} from '@live-agent/contracts';
import { type AgentDraft } from '../agents.types';
import { useFieldRules } from '../../../crud/fieldRules';
import { agentRules } from '../agents.rules';

interface AgentFormValues {
  fullName: string;
  email: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId?: number | null;
  /** The record's number, then the text as typed. */
  maxConcurrentChats?: number | string | null;
  status: AgentStatus;
  isActive: boolean;
}

// Empty selects hold undefined, not null: antd shows the placeholder only for undefined.
const NEW_AGENT: AgentFormValues = {
  fullName: '',
  email: '',
  departmentIds: [],
  queueIds: [],
  shiftId: undefined,
  maxConcurrentChats: undefined,
  status: 'offline',
  isActive: true,
};

export function toAgentDraft(values: AgentFormValues): AgentDraft {
  const isActive = values.isActive ?? true;
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    departmentIds: values.departmentIds ?? [],
    queueIds: values.queueIds ?? [],
    shiftId: values.shiftId ?? null,
    maxConcurrentChats: figureOf(agentInputSchema.shape.maxConcurrentChats, values.maxConcurrentChats) ?? null,
    status: isActive ? values.status : 'offline',
    isActive,
  };
}

/** The departments' and queues' pickers: several, searched by name. */
const PICK_MANY = { mode: 'multiple', allowClear: true, showSearch: { optionFilterProp: 'label' } } as const;

// Memoised: the drawer stays mounted (FormDrawer renders it hidden) and must not re-render with every list change.
export const AgentDrawer = memo(function AgentDrawer({
  agent,
  departments,
  queues,
  shifts,
  onSubmit,
  ...drawer
}: EditDrawerProps<AgentDraft> & {
  agent: Agent | null;
  departments: readonly Department[];
  queues: readonly Queue[];
  shifts: readonly Shift[];
}) {
  const { t, rules } = useFieldRules(agentRules);
  const [form] = Form.useForm<AgentFormValues>();
  const isActive = Form.useWatch('isActive', form);
  const initialValues = useMemo<AgentFormValues>(
    () =>
      agent
        ? {
            fullName: agent.fullName,
            email: agent.email,
            departmentIds: agent.departmentIds,
            queueIds: agent.queueIds,
            shiftId: agent.shiftId ?? undefined,
            maxConcurrentChats: agent.maxConcurrentChats,
            status: agent.status,
            isActive: agent.isActive,
          }
        : NEW_AGENT,
    [agent],
  );
  const departmentNames = useMemo(() => new Map(departments.map((row) => [row.id, row.name])), [departments]);

  return (
    <FormDrawer<AgentFormValues>
      title={agent ? t('agents.form.editTitle', { name: agent.fullName }) : t('agents.form.createTitle')}
      {...drawer}
      form={form}
      onSubmit={(values) => onSubmit(toAgentDraft(values), agent?.id)}
      initialValues={initialValues}
      testId="agent-drawer"
      keepDraft={agent ? `agent:edit:${agent.id}` : 'agent:new'}
    >
      <Form.Item name="fullName" label={t('agents.fields.fullName')} rules={rules.fullName}>
        <Input autoComplete="off" count={lengthCount(agentInputSchema.shape.fullName)} />
      </Form.Item>
      <Form.Item name="email" label={t('agents.fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="departmentIds" label={t('agents.fields.departments')}>
        <Select {...PICK_MANY} options={departments.map((row) => ({ value: row.id, label: row.name }))} />
      </Form.Item>
      <Form.Item name="queueIds" label={t('agents.fields.queues')}>
        <Select
          {...PICK_MANY}
          options={queues.map((row) => ({
            value: row.id,
            label: departmentNames.has(row.departmentId)
              ? `${row.name} · ${departmentNames.get(row.departmentId)}`
              : row.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="shiftId" label={t('agents.fields.shift')}>
        <Select
          allowClear
          placeholder={t('agents.noShift')}
          options={shifts.map((row) => ({ value: row.id, label: `${row.name} (${row.startTime}–${row.endTime})` }))}
        />
      </Form.Item>
      <Form.Item
        name="maxConcurrentChats"
        label={t('agents.fields.maxConcurrentChats')}
        rules={rules.maxConcurrentChats}
        extra={agent ? t('agents.form.maxChatsHelp') : t('agents.form.maxChatsDefault')}
      >
        <NumberField whole style={{ width: 140 }} />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('agents.fields.status')}
        extra={isActive === false ? t('agents.form.inactiveOffline') : undefined}
      >
        <Select
          disabled={isActive === false}
          options={AGENT_STATUSES.map((status) => ({ value: status, label: t(`common.status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="isActive" label={t('agents.fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
});
