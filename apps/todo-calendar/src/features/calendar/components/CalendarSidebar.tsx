// The five calendar filters and 'view all': 'view all' is checked when all five are shown,
// half-checked when some are, and selects all or none.
import { Button, Checkbox, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CALENDARS, type CalendarName } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { CALENDAR_COLORS } from '../calendar.format';

export function CalendarSidebar({
  selected,
  onToggle,
  onToggleAll,
  onAdd,
}: {
  selected: CalendarName[];
  onToggle: (calendar: CalendarName) => void;
  onToggleAll: (checked: boolean) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const allSelected = selected.length === CALENDARS.length;
  return (
    <>
      <Button type="primary" block icon={<PlusOutlined />} onClick={onAdd}>
        {t('calendar.addEvent')}
      </Button>
      <Typography.Text type="secondary" strong className="calendar-sidebar-title">
        {t('calendar.filtersTitle')}
      </Typography.Text>
      <Checkbox
        checked={allSelected}
        indeterminate={!allSelected && selected.length > 0}
        onChange={(event) => onToggleAll(event.target.checked)}
      >
        {t('calendar.viewAll')}
      </Checkbox>
      <ul className="calendar-filters">
        {CALENDARS.map((calendar) => (
          <li key={calendar}>
            <Checkbox
              checked={selected.includes(calendar)}
              onChange={() => onToggle(calendar)}
              // antd 6 themes through CSS variables: overriding the primary colour here tints just this box.
              style={{
                ['--calendar-color' as string]: CALENDAR_COLORS[calendar],
                ['--ant-color-primary' as string]: CALENDAR_COLORS[calendar],
                ['--ant-color-primary-hover' as string]: CALENDAR_COLORS[calendar],
              }}
              className="calendar-filter"
            >
              {t(`calendar.calendars.${calendar}`)}
            </Checkbox>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" className="calendar-hint">
        {t('calendar.hint')}
      </Typography.Paragraph>
    </>
  );
}
