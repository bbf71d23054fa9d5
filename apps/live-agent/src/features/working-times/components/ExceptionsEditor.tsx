// Special days: holidays (closed) and days with their own hours, each date once, with a label such as
// "Christmas Day". The date's weekday and long form show under the picker so a wrong year is easy to spot.
import { Button, Card, Col, Empty, Flex, Form, Input, Radio, Row, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lengthCount, UI_NAMESPACE, useFormat, useFormRules } from '@live-agent/ui-kit';
import { isIsoDate, specialDayLabel } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { newException } from '../workingTimes.form';
import { duplicateDates } from '../workingTimes.rules';
import type { ExceptionModel } from '../workingTimes.types';
import { DateField } from './TimeField';
import { RangesEditor } from './RangesEditor';

function ExceptionRow({
  index,
  fieldName,
  disabled,
  onRemove,
}: {
  index: number;
  fieldName: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: ui } = useTranslation(UI_NAMESPACE);
  const rules = useFormRules();
  const format = useFormat();
  const form = Form.useFormInstance();
  const closed = Form.useWatch(['exceptions', index, 'closed'], form) as boolean | undefined;
  const date = Form.useWatch(['exceptions', index, 'date'], form) as string | null | undefined;
  const label = Form.useWatch(['exceptions', index, 'label'], form) as string | undefined;
  const what = label?.trim() || date || t('workingTimes.exceptions.itemN', { n: index + 1 });
  return (
    <Card size="small" className="wt-exception" data-testid={`exception-${index}`} role="group" aria-label={what}>
      <Row gutter={[16, 0]} align="top">
        <Col xs={24} md={8}>
          <Form.Item
            name={[fieldName, 'date']}
            label={t('workingTimes.exceptions.date')}
            extra={date && isIsoDate(date) ? format.fullDate(date) : undefined}
            rules={[
              { required: true, message: ui('rules.date') },
              {
                validator: async (_rule, value: string | null) => {
                  if (value && !isIsoDate(value)) throw new Error(ui('rules.date'));
                  const all = (form.getFieldValue('exceptions') as ExceptionModel[] | undefined) ?? [];
                  if (value && duplicateDates(all.map((item) => item?.date)).has(value)) {
                    throw new Error(ui('rules.dateOnce'));
                  }
                },
              },
            ]}
          >
            <DateField disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            name={[fieldName, 'label']}
            label={t('workingTimes.exceptions.label')}
            rules={rules.of(specialDayLabel)}
          >
            <Input count={lengthCount(specialDayLabel)} placeholder={t('workingTimes.exceptions.labelExample')} />
          </Form.Item>
        </Col>
        <Col xs={20} md={6}>
          <Form.Item name={[fieldName, 'closed']} label={t('workingTimes.exceptions.hours')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: true, label: t('workingTimes.exceptions.closed') },
                { value: false, label: t('workingTimes.exceptions.special') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={4} md={1} className="wt-exception-remove">
          {disabled ? null : (
            <Tooltip title={t('workingTimes.exceptions.remove')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('workingTimes.exceptions.removeNamed', { what })}
                onClick={onRemove}
              />
            </Tooltip>
          )}
        </Col>
      </Row>
      {closed === false ? (
        <Flex gap={12} align="flex-start" className="wt-exception-hours">
          <Typography.Text type="secondary" className="wt-exception-hours-label">
            {t('workingTimes.exceptions.openingHours')}
          </Typography.Text>
          <RangesEditor
            name={[fieldName, 'intervals']}
            path={['exceptions', index, 'intervals']}
            what={what}
            active={() => form.getFieldValue(['exceptions', index, 'closed']) === false}
            disabled={disabled}
            testId={`exception-${index}-ranges`}
          />
        </Flex>
      ) : null}
    </Card>
  );
}

export function ExceptionsEditor({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Form.List name="exceptions">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('workingTimes.exceptions.empty')}
              className="wt-exceptions-empty"
            />
          ) : (
            fields.map((field, index) => (
              <ExceptionRow
                key={field.key}
                index={index}
                fieldName={field.name}
                disabled={disabled}
                onRemove={() => remove(field.name)}
              />
            ))
          )}
          {disabled ? null : (
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add(newException())}>
                {t('workingTimes.exceptions.add')}
              </Button>
            </div>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
