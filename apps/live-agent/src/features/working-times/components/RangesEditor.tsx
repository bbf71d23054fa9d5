// The opening ranges of one day (a weekday or a special day): open–close pickers, add and remove, and the
// day's problem (missing time, open after close, overlap) under the ranges. Validation runs through the list's
// own rule so the message sits on the day it is about.
import { Button, Flex, Form, Tooltip, type FormItemProps } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { nextRange, rangeProblem } from '../workingTimes.rules';
import type { DraftRange } from '../workingTimes.types';
import { TimeField } from './TimeField';

export function RangesEditor({
  name,
  path,
  what,
  active,
  disabled,
  testId,
}: {
  /** The list's name, relative to an enclosing Form.List when there is one. */
  name: NonNullable<FormItemProps['name']>;
  /** The list's full path in the form. */
  path: (string | number)[];
  /** What the ranges belong to, for labels ("Monday", "2025-12-24"). */
  what: string;
  /** Whether the ranges count (the day is open); inactive ranges are not checked. */
  active: () => boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: ui } = useTranslation(UI_NAMESPACE);
  const form = Form.useFormInstance();
  return (
    <Form.List
      name={name as never}
      rules={[
        {
          validator: async (_rule, ranges: DraftRange[] | undefined) => {
            if (!active()) return;
            const problem = rangeProblem(ranges);
            // An open day without hours is the screen's own state; every other problem is a rule the server names.
            if (problem) throw new Error(problem === 'empty' ? t('workingTimes.errors.empty') : ui(`rules.${problem}`));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={6} className="wt-ranges" data-testid={testId}>
          <Flex wrap gap={8} align="center">
            {fields.map((field, index) => (
              <Flex key={field.key} gap={4} align="center" className="wt-range">
                <Form.Item name={[field.name, 'open']} noStyle>
                  <TimeField ariaLabel={t('workingTimes.week.opens', { what, n: index + 1 })} disabled={disabled} />
                </Form.Item>
                <span aria-hidden className="wt-range-dash">
                  –
                </span>
                <Form.Item name={[field.name, 'close']} noStyle>
                  <TimeField ariaLabel={t('workingTimes.week.closes', { what, n: index + 1 })} disabled={disabled} />
                </Form.Item>
                {fields.length > 1 && !disabled ? (
                  <Tooltip title={t('workingTimes.week.removeInterval')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('workingTimes.week.removeIntervalNamed', { what, n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                ) : null}
              </Flex>
            ))}
            {disabled ? null : (
              <Tooltip title={t('workingTimes.week.addInterval')}>
                <Button
                  type="dashed"
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={t('workingTimes.week.addIntervalNamed', { what })}
                  onClick={() => add(nextRange(form.getFieldValue(path) ?? []))}
                />
              </Tooltip>
            )}
          </Flex>
          <Form.ErrorList errors={errors} className="wt-ranges-errors" />
        </Flex>
      )}
    </Form.List>
  );
}
