// The working times, organisation first, then one per department: name, scope, on/off, a one-line week
// and the number of special days. Selecting one opens it in the editor; department ones can be deleted.
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { Confirm } from '@live-agent/ui-kit';
import { CalendarOutlined, DeleteOutlined, GlobalOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WorkingTime } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { summarizeWeek } from '../workingTimes.rules';

export function WorkingTimesList({
  items,
  selectedId,
  departmentName,
  canManage,
  onSelect,
  onDelete,
}: {
  items: WorkingTime[];
  selectedId: number | null;
  departmentName: (id: number) => string;
  canManage: boolean;
  onSelect: (item: WorkingTime) => void;
  onDelete: (item: WorkingTime) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const dayLabel = (day: number) => t(`common.daysShort.${day}`);
  return (
    <ul className="wt-list" aria-label={t('workingTimes.list.label')}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        const department =
          item.scope === 'department' && item.departmentId !== null ? departmentName(item.departmentId) : null;
        return (
          <li
            key={item.id}
            className={`wt-item${selected ? ' wt-item-selected' : ''}`}
            data-testid={`working-time-${item.id}`}
          >
            <button
              type="button"
              className="wt-item-main"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item)}
            >
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong className="wt-item-name">
                  {item.name}
                </Typography.Text>
                <Tag color={item.isEnabled ? 'green' : 'default'} className="wt-item-tag">
                  {item.isEnabled ? t('common.active') : t('common.inactive')}
                </Tag>
              </Flex>
              <Flex gap={6} align="center" wrap className="wt-item-scope">
                {item.scope === 'organization' ? (
                  <Tag icon={<GlobalOutlined />} color="geekblue">
                    {t('workingTimes.scope.organization')}
                  </Tag>
                ) : (
                  <Tag icon={<TeamOutlined />} color="purple">
                    {department ?? t('workingTimes.scope.department')}
                  </Tag>
                )}
                {item.exceptions.length ? (
                  <Typography.Text type="secondary" className="wt-item-exceptions">
                    <CalendarOutlined /> {t('workingTimes.list.specialDays', { count: item.exceptions.length })}
                  </Typography.Text>
                ) : null}
              </Flex>
              <Typography.Text
                type="secondary"
                className="wt-item-summary"
                data-testid={`working-time-${item.id}-summary`}
              >
                <bdi>{summarizeWeek(item.intervals, dayLabel, t('workingTimes.list.closedAllWeek'))}</bdi>
              </Typography.Text>
            </button>
            {canManage && item.scope === 'department' ? (
              <Confirm
                title={t('workingTimes.list.deleteTitle', { name: item.name })}
                description={t('workingTimes.list.deleteBody')}
                okText={t('workingTimes.list.delete')}
                cancelText={t('workingTimes.editor.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(item)}
              >
                <Tooltip title={t('workingTimes.list.delete')}>
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    className="wt-item-delete"
                    aria-label={t('workingTimes.list.deleteNamed', { name: item.name })}
                  />
                </Tooltip>
              </Confirm>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
