// The weekly hours: seven rows, Monday first (stored day numbers stay 0 = Sunday … 6), each open or closed
// with one or more ranges, and a shortcut that copies a day's hours to Monday–Friday.
import { Button, Flex, Form, Switch, Tooltip, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { WEEK_ORDER } from '../workingTimes.rules';
import { RangesEditor } from './RangesEditor';

function DayRow({ day, disabled, onCopy }: { day: number; disabled?: boolean; onCopy: (day: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  const open = Form.useWatch(['week', day, 'open'], form) as boolean | undefined;
  const dayName = t(`common.days.${day}`);
  return (
    <div
      className={`wt-day${open ? '' : ' wt-day-closed'}`}
      role="group"
      aria-label={dayName}
      data-testid={`day-${day}`}
    >
      <Typography.Text strong className="wt-day-name">
        {dayName}
      </Typography.Text>
      <Form.Item name={['week', day, 'open']} valuePropName="checked" noStyle>
        <Switch
          checkedChildren={t('workingTimes.week.open')}
          unCheckedChildren={t('workingTimes.week.closed')}
          aria-label={t('workingTimes.week.openOn', { day: dayName })}
          className="wt-day-switch"
        />
      </Form.Item>
      <div className="wt-day-hours">
        {open ? (
          <RangesEditor
            name={['week', day, 'intervals']}
            path={['week', day, 'intervals']}
            what={dayName}
            active={() => !!form.getFieldValue(['week', day, 'open'])}
            disabled={disabled}
            testId={`day-${day}-ranges`}
          />
        ) : (
          <Typography.Text type="secondary" className="wt-day-closed-text">
            {t('workingTimes.week.closedAllDay')}
          </Typography.Text>
        )}
      </div>
      {disabled ? null : (
        <Tooltip title={t('workingTimes.week.copy')}>
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('workingTimes.week.copyNamed', { day: dayName })}
            onClick={() => onCopy(day)}
            className="wt-day-copy"
          />
        </Tooltip>
      )}
    </div>
  );
}

export function WeekEditor({ disabled, onCopy }: { disabled?: boolean; onCopy: (day: number) => void }) {
  return (
    <Flex vertical className="wt-week">
      {WEEK_ORDER.map((day) => (
        <DayRow key={day} day={day} disabled={disabled} onCopy={onCopy} />
      ))}
    </Flex>
  );
}
