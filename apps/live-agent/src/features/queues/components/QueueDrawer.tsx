// Create and edit a queue. Rules mirror the server's: name required (≤ 80), department required, routing
// required, priority 1–5, maximum wait and first-response SLA as whole seconds from 0 to 24 hours, kept as typed
// (ui-kit's NumberField) and sent as the numbers their rules read.
import { memo, useMemo } from 'react';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { figureOf, NumberField, type EditDrawerProps } from '@live-agent/ui-kit';
import {
  isBlankValue,
  QUEUE_ROUTINGS,
  queueInputSchema,
  type Department,
  type Queue,
  type QueueInput,
  type QueueRouting,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { useFieldRules } from '../../../crud/fieldRules';
import { NamedFormDrawer } from '../../../crud/NamedFormDrawer';
import { formatSeconds } from '../queues.format';
import { queueRules } from '../queues.rules';

interface QueueFormValues {
  name: string;
  departmentId?: number;
  routing: QueueRouting;
  priority: number;
  /** The record's numbers, then the texts as typed. */
  maxWaitSec: number | string | null;
  slaFirstResponseSec: number | string | null;
  isActive: boolean;
}

const NEW_QUEUE: QueueFormValues = {
  name: '',
  routing: 'auto',
  priority: 3,
  maxWaitSec: 300,
  slaFirstResponseSec: 60,
  isActive: true,
};

function SecondsHint({ name }: { name: 'maxWaitSec' | 'slaFirstResponseSec' }) {
  const { t } = useTranslation(NAMESPACE);
  const typed: unknown = Form.useWatch(name);
  // Only a figure its rule takes is read out; a blank one says nothing (the server's default is not typed).
  const value = isBlankValue(typed) ? undefined : figureOf(queueInputSchema.shape[name], typed);
  return typeof value === 'number' ? <span>{formatSeconds(value, t)}</span> : null;
}

// Memoised: the drawer stays mounted (FormDrawer renders it hidden) and must not re-render with every list change.
export const QueueDrawer = memo(function QueueDrawer({
  queue,
  departments,
  onSubmit,
  ...drawer
}: EditDrawerProps<QueueInput> & { queue: Queue | null; departments: readonly Department[] }) {
  const { t, rules } = useFieldRules(queueRules);
  const [form] = Form.useForm<QueueFormValues>();
  const initialValues = useMemo<QueueFormValues>(
    () =>
      queue
        ? {
            name: queue.name,
            departmentId: queue.departmentId,
            routing: queue.routing,
            priority: queue.priority,
            maxWaitSec: queue.maxWaitSec,
            slaFirstResponseSec: queue.slaFirstResponseSec,
            isActive: queue.isActive,
          }
        : NEW_QUEUE,
    [queue],
  );

  const submit = (values: QueueFormValues) =>
    onSubmit(
      {
        name: values.name.trim(),
        departmentId: values.departmentId!,
        routing: values.routing,
        priority: values.priority,
        // The rules have read both (blank gives the server's default).
        maxWaitSec: figureOf(queueInputSchema.shape.maxWaitSec, values.maxWaitSec)!,
        slaFirstResponseSec: figureOf(queueInputSchema.shape.slaFirstResponseSec, values.slaFirstResponseSec)!,
        isActive: values.isActive ?? true,
      },
      queue?.id,
    );

  return (
    <NamedFormDrawer<QueueFormValues>
      prefix="queues"
      record={queue}
      nameRules={rules.name}
      nameSchema={queueInputSchema.shape.name}
      {...drawer}
      form={form}
      onSubmit={submit}
      initialValues={initialValues}
      testId="queue-drawer"
    >
      <Form.Item name="departmentId" label={t('queues.fields.department')} rules={rules.departmentId}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('queues.form.pickDepartment')}
          options={departments.map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      <Form.Item
        name="routing"
        label={t('queues.fields.routing')}
        rules={rules.routing}
        extra={t('queues.form.routingHelp')}
      >
        <Select
          options={QUEUE_ROUTINGS.map((routing) => ({ value: routing, label: t(`queues.routings.${routing}`) }))}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('queues.fields.priority')} rules={rules.priority}>
        <Select
          options={[5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} – ${t(`queues.priorities.${value}`)}` }))}
        />
      </Form.Item>
      <Form.Item
        name="maxWaitSec"
        label={t('queues.fields.maxWaitSec')}
        rules={rules.maxWaitSec}
        extra={<SecondsHint name="maxWaitSec" />}
      >
        <NumberField whole style={{ width: 180 }} suffix={t('queues.secondsUnit')} />
      </Form.Item>
      <Form.Item
        name="slaFirstResponseSec"
        label={t('queues.fields.slaFirstResponseSec')}
        dependencies={['maxWaitSec']}
        rules={rules.slaFirstResponseSec}
        extra={<SecondsHint name="slaFirstResponseSec" />}
      >
        <NumberField whole style={{ width: 180 }} suffix={t('queues.secondsUnit')} />
      </Form.Item>
      <Form.Item name="isActive" label={t('queues.fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </NamedFormDrawer>
  );
});
