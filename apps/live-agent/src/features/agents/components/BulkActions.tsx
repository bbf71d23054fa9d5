// What the Agents list can do with the selected agents: add them to a department or queue, put them on a
// shift (pick in a small popover, then Apply), activate them, or deactivate them (after confirmation,
// since it also signs them out of chat).
import { useRef, useState } from 'react';
import { Button, Flex, Popover, Select, Typography } from 'antd';
import { Confirm } from '@live-agent/ui-kit';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AgentBulkAction } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

interface Choice {
  value: number;
  label: string;
}

function AssignPopover({
  action,
  label,
  field,
  choices,
  busy,
  disabled,
  onApply,
}: {
  action: AgentBulkAction;
  label: string;
  field: string;
  choices: Choice[];
  busy: boolean;
  disabled: boolean;
  onApply: (value: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | undefined>();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setTimeout(() => trigger.current?.focus(), 0);
  };
  const apply = () => {
    if (value === undefined) return;
    onApply(value);
    close();
    setValue(undefined);
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={label}
      content={
        // Keyboard: the choice has focus as soon as the popover opens; Escape closes it and returns to the button.
        <Flex
          vertical
          gap={8}
          style={{ width: 240 }}
          data-testid={`bulk-${action}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) close();
          }}
        >
          <Typography.Text type="secondary">{field}</Typography.Text>
          <Select<number>
            aria-label={field}
            value={value}
            onChange={setValue}
            options={choices}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={field}
            autoFocus
          />
          <Flex justify="end" gap={8}>
            <Button size="small" onClick={close}>
              {t('agents.bulk.cancel')}
            </Button>
            <Button size="small" type="primary" disabled={value === undefined} onClick={apply}>
              {t('agents.bulk.apply')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Button ref={trigger} loading={busy} disabled={disabled}>
        {label}
      </Button>
    </Popover>
  );
}

export function BulkActions({
  count,
  busy,
  departments,
  queues,
  shifts,
  onRun,
}: {
  count: number;
  busy: AgentBulkAction | null;
  departments: Choice[];
  queues: Choice[];
  shifts: Choice[];
  onRun: (action: AgentBulkAction, value?: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const running = busy !== null;
  return (
    <>
      {(
        [
          ['assignDepartment', 'department', departments],
          ['assignQueue', 'queue', queues],
          ['assignShift', 'shift', shifts],
        ] as const
      ).map(([action, field, choices]) => (
        <AssignPopover
          key={action}
          action={action}
          label={t(`agents.bulk.${action}`)}
          field={t(`agents.fields.${field}`)}
          choices={choices}
          busy={busy === action}
          disabled={running}
          onApply={(value) => onRun(action, value)}
        />
      ))}
      <Button
        icon={<CheckCircleOutlined />}
        loading={busy === 'activate'}
        disabled={running}
        onClick={() => onRun('activate')}
      >
        {t('agents.bulk.activate')}
      </Button>
      <Confirm
        title={t('agents.bulk.deactivateTitle', { count })}
        description={t('agents.bulk.deactivateBody')}
        okText={t('agents.bulk.deactivate')}
        cancelText={t('agents.bulk.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onRun('deactivate')}
      >
        <Button danger icon={<StopOutlined />} loading={busy === 'deactivate'} disabled={running}>
          {t('agents.bulk.deactivate')}
        </Button>
      </Confirm>
    </>
  );
}
