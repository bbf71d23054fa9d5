// Create and edit a shift. Rules mirror the server's: name required (≤ 80), a known time zone, at least one
// day, start and end as HH:mm that differ (an end before the start crosses midnight, shown as a hint),
// and a break of 0–240 whole minutes (kept as typed by ui-kit's NumberField, sent as the number its rule read). A new shift starts in the organisation's time zone (the server's default
// too), read from the organisation's cached answer (src/lookups); the browser's zone only until that has loaded.
import { memo, useMemo } from 'react';
import { Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { figureOf, NumberField, type EditDrawerProps } from '@live-agent/ui-kit';
import { shiftInputSchema, type Shift, type ShiftInput } from '@live-agent/contracts';
import { useFieldRules } from '../../../crud/fieldRules';
import { NamedFormDrawer } from '../../../crud/NamedFormDrawer';
import { NAMESPACE } from '../../../i18n';
import { useOrganizationTimeZone } from '../../../lookups/lookups';
import { shiftRules } from '../shifts.rules';
import { browserTimeZone, crossesMidnight, timeZones, WEEK_ORDER } from '../shifts.format';

interface ShiftFormValues {
  name: string;
  timezone: string;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  /** The record's number, then the text as typed. */
  breakMinutes: number | string | null;
}

function MidnightHint() {
  const { t } = useTranslation(NAMESPACE);
  const start = Form.useWatch('startTime') as string | undefined;
  const end = Form.useWatch('endTime') as string | undefined;
  return start && end && crossesMidnight(start, end) ? (
    <Tag color="purple" style={{ marginTop: 4 }}>
      {t('shifts.crossesMidnightHint')}
    </Tag>
  ) : null;
}

// Memoised: the drawer stays mounted (FormDrawer renders it hidden) and must not re-render with every list change.
export const ShiftDrawer = memo(function ShiftDrawer({
  shift,
  onSubmit,
  ...drawer
}: EditDrawerProps<ShiftInput> & { shift: Shift | null }) {
  const { t, rules } = useFieldRules(shiftRules);
  const [form] = Form.useForm<ShiftFormValues>();
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  const organizationZone = useOrganizationTimeZone();
  const newShiftZone = organizationZone ?? browserTimeZone();
  const initialValues = useMemo<ShiftFormValues>(
    () =>
      shift
        ? {
            name: shift.name,
            timezone: shift.timezone,
            daysOfWeek: shift.daysOfWeek,
            startTime: shift.startTime,
            endTime: shift.endTime,
            breakMinutes: shift.breakMinutes,
          }
        : {
            name: '',
            timezone: newShiftZone,
            daysOfWeek: [1, 2, 3, 4, 5],
            startTime: '',
            endTime: '',
            breakMinutes: 0,
          },
    [shift, newShiftZone],
  );

  const submit = (values: ShiftFormValues) =>
    onSubmit(
      {
        name: values.name.trim(),
        timezone: values.timezone,
        daysOfWeek: [...values.daysOfWeek].sort((a, b) => a - b),
        startTime: values.startTime.trim(),
        endTime: values.endTime.trim(),
        breakMinutes: figureOf(shiftInputSchema.shape.breakMinutes, values.breakMinutes) ?? 0,
      },
      shift?.id,
    );

  return (
    <NamedFormDrawer<ShiftFormValues>
      prefix="shifts"
      record={shift}
      nameRules={rules.name}
      nameSchema={shiftInputSchema.shape.name}
      {...drawer}
      form={form}
      onSubmit={submit}
      initialValues={initialValues}
      testId="shift-drawer"
    >
      <Form.Item name="timezone" label={t('shifts.fields.timezone')} rules={rules.timezone}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={zones} />
      </Form.Item>
      <Form.Item name="daysOfWeek" label={t('shifts.fields.days')} rules={rules.daysOfWeek}>
        <Checkbox.Group
          options={WEEK_ORDER.map((day) => ({
            value: day,
            label: t(`common.daysShort.${day}`),
            title: t(`common.days.${day}`),
          }))}
        />
      </Form.Item>
      <Space align="start" size={16} wrap>
        <Form.Item name="startTime" label={t('shifts.fields.startTime')} rules={rules.startTime}>
          <Input style={{ width: 120 }} inputMode="numeric" placeholder="09:00" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('shifts.fields.endTime')}
          dependencies={['startTime']}
          rules={rules.endTime}
          extra={<MidnightHint />}
        >
          <Input style={{ width: 120 }} inputMode="numeric" placeholder="17:00" autoComplete="off" />
        </Form.Item>
      </Space>
      <Form.Item name="breakMinutes" label={t('shifts.fields.breakMinutes')} rules={rules.breakMinutes}>
        <NumberField whole style={{ width: 140 }} suffix={t('shifts.minutesUnit')} />
      </Form.Item>
    </NamedFormDrawer>
  );
});
