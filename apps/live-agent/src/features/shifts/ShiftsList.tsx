// The Shifts tab of the Agents screen: each shift's time zone, days, hours (marked when they run past
// midnight), break and how many agents work it; create, edit and delete (its agents then have no shift).
import { useMemo } from 'react';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { MoonOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@live-agent/ui-kit';
import type { Shift } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { ShiftDrawer } from './components/ShiftDrawer';
import { shifts as shiftsResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { ResourceTable } from '../../crud/ResourceTable';
import { crossesMidnight, orderedDays } from './shifts.format';

export function ShiftsList() {
  const { t } = useTranslation(NAMESPACE);
  const shifts = useResourceList(shiftsResource, LISTS.shifts);

  const columns = useMemo<DataTableColumn<Shift>[]>(
    () => [
      {
        key: 'name',
        title: t('shifts.fields.name'),
        sortable: true,
        width: 180,
        render: (row) => <Typography.Text strong>{row.name}</Typography.Text>,
      },
      {
        key: 'timezone',
        title: t('shifts.fields.timezone'),
        sortable: true,
        width: 170,
        render: (row) => row.timezone.replace(/_/g, ' '),
      },
      {
        key: 'daysOfWeek',
        title: t('shifts.fields.days'),
        width: 280,
        render: (row) => (
          <span
            aria-label={orderedDays(row.daysOfWeek)
              .map((day) => t(`common.days.${day}`))
              .join(', ')}
          >
            {orderedDays(row.daysOfWeek).map((day) => (
              <Tag key={day} style={{ marginInlineEnd: 4 }}>
                {t(`common.daysShort.${day}`)}
              </Tag>
            ))}
          </span>
        ),
      },
      {
        key: 'startTime',
        title: t('shifts.fields.hours'),
        sortable: true,
        width: 220,
        render: (row) => (
          <Flex gap={6} align="center" wrap>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{`${row.startTime}–${row.endTime}`}</span>
            {crossesMidnight(row.startTime, row.endTime) ? (
              <Tooltip title={t('shifts.crossesMidnightHint')}>
                <Tag color="purple" icon={<MoonOutlined />}>
                  {t('shifts.crossesMidnight')}
                </Tag>
              </Tooltip>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'breakMinutes',
        title: t('shifts.fields.breakShort'),
        sortable: true,
        width: 100,
        align: 'right',
        render: (row) => t('shifts.minutes', { value: row.breakMinutes }),
      },
      {
        key: 'agentIds',
        title: t('shifts.fields.agents'),
        width: 100,
        align: 'right',
        render: (row) => (
          <Tooltip title={t('shifts.agentCount', { count: row.agentIds.length })}>
            <span data-testid="shift-agent-count">
              <TeamOutlined style={{ marginInlineEnd: 6 }} />
              {row.agentIds.length}
            </span>
          </Tooltip>
        ),
      },
    ],
    [t],
  );

  return (
    <ResourceTable list={shifts} columns={columns} drawer={(form, shift) => <ShiftDrawer {...form} shift={shift} />} />
  );
}
