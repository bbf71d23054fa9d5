// Add and edit an event (antd Form). Rules (calendar.rules): the title is required and the end is not before the
// start.
// All-day events edit whole days (the end day included); calendar.format turns that into the stored range.
import { useEffect, useMemo } from 'react';
import { Badge, Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { Confirm, DateField, lengthCount, useFormRules } from '@live-agent/ui-kit';
import { DeleteOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CALENDARS, calendarEventFieldsSchema, type CalendarEvent, type CalendarName } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { CALENDAR_COLORS, fromApiTime } from '../calendar.format';
import { type EventDraft } from '../calendar.types';
import { endTimeOf, eventRules, startTimeOf } from '../calendar.rules';

interface FormValues {
  title: string;
  calendar: CalendarName;
  allDay: boolean;
  start: Dayjs | null;
  end: Dayjs | null;
  url?: string;
}

/** What the drawer opens with: an existing event, or the start of a new one (a clicked day or slot). */
export type EventDrawerSubject = { mode: 'edit'; event: CalendarEvent } | { mode: 'add'; start: Date; allDay: boolean };

function initialValues(subject: EventDrawerSubject): FormValues {
  if (subject.mode === 'edit') {
    const { event } = subject;
    const start = fromApiTime(event.start, event.allDay);
    let end = fromApiTime(event.end || event.start, event.allDay);
    // Stored all-day ends are exclusive; the form shows the last day of the event.
    if (event.allDay && end.isAfter(start, 'day')) end = end.subtract(1, 'day');
    return {
      title: event.title,
      calendar: event.extendedProps.calendar,
      allDay: event.allDay,
      start,
      end,
      url: event.url,
    };
  }
  const start = fromApiTime(subject.start.toISOString(), false);
  return {
    title: '',
    calendar: 'Business',
    allDay: subject.allDay,
    start: subject.allDay ? start.startOf('day') : start,
    end: subject.allDay ? start.startOf('day') : start.add(1, 'hour'),
    url: '',
  };
}

export function EventDrawer({
  subject,
  saving,
  onClose,
  onSubmit,
  onDelete,
}: {
  subject: EventDrawerSubject | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (draft: EventDraft) => void;
  onDelete: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<FormValues>();
  const allDay = Form.useWatch('allDay', form) ?? false;
  const formRules = useFormRules();
  const rules = useMemo(() => eventRules(formRules), [formRules]);

  useEffect(() => {
    if (!subject) return;
    form.resetFields();
    form.setFieldsValue(initialValues(subject));
  }, [subject, form]);

  function submit(values: FormValues) {
    const start = values.start!;
    const end = values.end ?? start;
    onSubmit({
      ...(subject?.mode === 'edit' ? { id: subject.event.id } : {}),
      title: values.title.trim(),
      allDay: values.allDay,
      start: startTimeOf(start, values.allDay),
      // All-day: the day after the last day, as FullCalendar and the seed store it.
      end: endTimeOf(end, values.allDay),
      url: values.url?.trim() ?? '',
      extendedProps: { calendar: values.calendar },
    });
  }

  const editing = subject?.mode === 'edit' ? subject.event : null;

  return (
    <Drawer
      open={subject !== null}
      onClose={onClose}
      size={440}
      title={t(editing ? 'calendar.drawer.editTitle' : 'calendar.drawer.addTitle')}
      data-testid="event-drawer"
      footer={
        <Flex justify="space-between" gap={8}>
          <span>
            {editing ? (
              <Confirm
                title={t('calendar.deleteConfirm')}
                okText={t('calendar.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(editing)}
              >
                <Button danger icon={<DeleteOutlined />} disabled={saving}>
                  {t('calendar.delete')}
                </Button>
              </Confirm>
            ) : null}
          </span>
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t(editing ? 'common.save' : 'calendar.drawer.add')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark="optional"
        initialValues={{ allDay: false, calendar: 'Business' }}
      >
        <Form.Item name="title" label={t('calendar.form.title')} rules={rules.title}>
          <Input autoFocus count={lengthCount(calendarEventFieldsSchema.shape.title)} />
        </Form.Item>
        <Form.Item name="calendar" label={t('calendar.form.calendar')} rules={rules.calendar}>
          <Select
            options={CALENDARS.map((calendar) => ({
              value: calendar,
              label: <Badge color={CALENDAR_COLORS[calendar]} text={t(`calendar.calendars.${calendar}`)} />,
            }))}
          />
        </Form.Item>
        <Form.Item name="allDay" label={t('calendar.form.allDay')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="start" label={t('calendar.form.start')} rules={rules.start}>
          <DateField withTime={!allDay} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="end" label={t('calendar.form.end')} dependencies={['start', 'allDay']} rules={rules.end}>
          <DateField withTime={!allDay} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="url" label={t('calendar.form.url')} rules={rules.url}>
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
