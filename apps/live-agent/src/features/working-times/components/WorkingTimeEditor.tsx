// The editor of one working time, beside the list: name, department (department hours), time zone, on/off,
// the weekly hours, special days and the out-of-office message. Client rules mirror the server's; the
// server's 422 errors land under their fields, or on the weekly / special-day section they are about.
// Nothing typed is lost when a save fails.
import { useEffect, useMemo, useState, useEffectEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Divider, Flex, Form, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, lengthCount, useFormRules } from '@live-agent/ui-kit';
import { workingTimeInputSchema, type Department, type WorkingTime } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { TimeZoneSelect } from '../../settings-general';
import { workingTimeRules } from '../workingTimes.rules';
import { copyDayToWeekdays, DEFAULT_RANGE, toFormValues } from '../workingTimes.form';
import type { DayModel, ExceptionModel, WorkingTimeFormValues } from '../workingTimes.types';
import { ExceptionsEditor } from './ExceptionsEditor';
import { WeekEditor } from './WeekEditor';

/** Server errors about the weekly hours or the special days, which have no single field to sit under. */
const SECTION_KEYS = { week: 'intervals', exceptions: 'exceptions' } as const;

function sectionErrors(errors: Record<string, string[]> | null, key: string): string[] {
  if (!errors) return [];
  return [
    ...new Set(
      Object.entries(errors)
        .filter(([name]) => name === key || name.startsWith(`${key}.`))
        .flatMap(([, list]) => list),
    ),
  ];
}

/** A section of the form: its title, its hint, the server's errors about it, and its editor. */
function Section({
  name,
  errors,
  errorsTestId,
  children,
}: {
  name: 'week' | 'exceptions';
  errors: string[];
  errorsTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Divider titlePlacement="start" className="wt-divider">
        {t(`workingTimes.sections.${name}`)}
      </Divider>
      <Typography.Paragraph type="secondary" className="wt-section-hint">
        {t(`workingTimes.hints.${name}`)}
      </Typography.Paragraph>
      {errors.length ? (
        <Alert type="error" showIcon title={errors.join(' ')} className="wt-section-alert" data-testid={errorsTestId} />
      ) : null}
      {children}
    </>
  );
}

export function WorkingTimeEditor({
  record,
  departments,
  takenDepartmentIds,
  defaultTimezone,
  saving,
  fieldErrors,
  canManage,
  onSave,
  onCancel,
  onDirtyChange,
}: {
  /** The working time to edit; null for a new department working time. */
  record: WorkingTime | null;
  departments: Department[];
  /** Departments that already have their own working time (not offered for another). */
  takenDepartmentIds: number[];
  defaultTimezone: string;
  saving: boolean;
  fieldErrors: Record<string, string[]> | null;
  canManage: boolean;
  onSave: (values: WorkingTimeFormValues) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<WorkingTimeFormValues>();
  const [dirty, setDirty] = useState(false);
  const scope = record?.scope ?? 'department';
  const formRules = useFormRules();
  const rules = useMemo(() => workingTimeRules(formRules, scope), [formRules, scope]);
  const initialValues = useMemo(() => toFormValues(record, { timezone: defaultTimezone }), [record, defaultTimezone]);

  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirtyChange(value);
  };

  // A saved record (new values from the server) becomes the form's starting point again.
  const startOver = useEffectEvent(() => {
    form.resetFields();
    markDirty(false);
  });
  useEffect(() => startOver(), [initialValues]);

  useEffect(() => {
    if (!fieldErrors) return;
    const onFields = Object.fromEntries(
      Object.entries(fieldErrors).filter(
        ([name]) => !Object.values(SECTION_KEYS).some((key) => name === key || name.startsWith(`${key}.`)),
      ),
    );
    applyFieldErrors(form, onFields);
  }, [form, fieldErrors]);

  const departmentOptions = departments.map((department) => ({
    value: department.id,
    label: department.isEnabled ? department.name : `${department.name} (${t('workingTimes.inactiveDepartment')})`,
    disabled: takenDepartmentIds.includes(department.id) && department.id !== record?.departmentId,
  }));

  const revalidate = (paths: (string | number)[][]) => {
    if (paths.length) form.validateFields(paths).catch(() => undefined);
  };

  const onValuesChange = (changed: Partial<WorkingTimeFormValues>) => {
    markDirty(true);
    const paths: (string | number)[][] = [];
    if (changed.week) {
      changed.week.forEach((day: Partial<DayModel> | undefined, index) => {
        if (!day) return;
        // A day switched on gets sensible hours rather than an empty row.
        if (day.open === true && !(form.getFieldValue(['week', index, 'intervals']) as unknown[] | undefined)?.length) {
          form.setFieldValue(['week', index, 'intervals'], [{ ...DEFAULT_RANGE }]);
        }
        paths.push(['week', index, 'intervals']);
      });
    }
    if (changed.exceptions) {
      const all = (form.getFieldValue('exceptions') as ExceptionModel[] | undefined) ?? [];
      changed.exceptions.forEach((item: Partial<ExceptionModel> | undefined, index) => {
        if (item && form.getFieldValue(['exceptions', index, 'closed']) === false)
          paths.push(['exceptions', index, 'intervals']);
      });
      // A date's duplicate may be elsewhere in the list: recheck every date already filled in.
      all.forEach((item, index) => {
        if (item?.date) paths.push(['exceptions', index, 'date']);
      });
    }
    revalidate(paths);
  };

  const copyToWeekdays = (day: number) => {
    const week = form.getFieldValue('week') as DayModel[];
    form.setFieldValue('week', copyDayToWeekdays(week, day));
    markDirty(true);
    revalidate([1, 2, 3, 4, 5].map((index) => ['week', index, 'intervals']));
  };

  const weekErrors = sectionErrors(fieldErrors, SECTION_KEYS.week);
  const exceptionErrors = sectionErrors(fieldErrors, SECTION_KEYS.exceptions);
  const scopeErrors = sectionErrors(fieldErrors, 'scope');

  return (
    <Card
      className="wt-editor"
      data-testid="working-time-editor"
      title={
        <Flex gap={8} align="center" wrap>
          <span>
            {record ? t('workingTimes.editor.editTitle', { name: record.name }) : t('workingTimes.editor.newTitle')}
          </span>
          <Tag color={scope === 'organization' ? 'geekblue' : 'purple'}>{t(`workingTimes.scope.${scope}`)}</Tag>
          {dirty ? <Tag color="gold">{t('workingTimes.editor.unsaved')}</Tag> : null}
        </Flex>
      }
    >
      <Form<WorkingTimeFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={onSave}
        disabled={!canManage}
        requiredMark
        scrollToFirstError
        aria-label={t('workingTimes.editor.formLabel')}
      >
        {scopeErrors.length ? (
          <Alert type="error" showIcon title={scopeErrors.join(' ')} className="wt-section-alert" />
        ) : null}
        <Row gutter={[16, 0]}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('workingTimes.fields.name')} rules={rules.name}>
              <Input count={lengthCount(workingTimeInputSchema.shape.name)} />
            </Form.Item>
          </Col>
          {scope === 'department' ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="departmentId"
                label={t('workingTimes.fields.department')}
                extra={t('workingTimes.hints.department')}
                rules={rules.departmentId}
              >
                <Select
                  options={departmentOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('workingTimes.fields.departmentPlaceholder')}
                  aria-label={t('workingTimes.fields.department')}
                  data-testid="department-select"
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item name="timezone" label={t('workingTimes.fields.timezone')} rules={rules.timezone}>
              <TimeZoneSelect
                keep={[record?.timezone, defaultTimezone]}
                aria-label={t('workingTimes.fields.timezone')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="isEnabled"
              label={t('workingTimes.fields.isEnabled')}
              valuePropName="checked"
              extra={t('workingTimes.hints.isEnabled')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>

        <Section name="week" errors={weekErrors} errorsTestId="week-errors">
          <WeekEditor disabled={!canManage} onCopy={copyToWeekdays} />
        </Section>

        <Section name="exceptions" errors={exceptionErrors} errorsTestId="exception-errors">
          <ExceptionsEditor disabled={!canManage} />
        </Section>

        <Divider titlePlacement="start" className="wt-divider">
          {t('workingTimes.sections.outOfOffice')}
        </Divider>
        <Form.Item
          name="outOfOfficeMessage"
          label={t('workingTimes.fields.outOfOfficeMessage')}
          extra={t('workingTimes.hints.outOfOfficeMessage')}
          rules={rules.outOfOfficeMessage}
        >
          <Input.TextArea rows={3} count={lengthCount(workingTimeInputSchema.shape.outOfOfficeMessage)} />
        </Form.Item>

        {canManage ? (
          <Flex justify="end" gap={8} className="wt-editor-footer">
            {record ? (
              <Button
                icon={<UndoOutlined />}
                onClick={() => {
                  form.resetFields();
                  markDirty(false);
                }}
                disabled={!dirty || saving}
              >
                {t('workingTimes.editor.discard')}
              </Button>
            ) : (
              <Button onClick={onCancel} disabled={saving}>
                {t('workingTimes.editor.cancel')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
              {record ? t('workingTimes.editor.save') : t('workingTimes.editor.create')}
            </Button>
          </Flex>
        ) : null}
      </Form>
    </Card>
  );
}
