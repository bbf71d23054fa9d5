import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS, TEAMS, type Member } from '../data';
import { NamedTable, useFilterIcon } from '../tableKit';

export function SortAndFilter() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const filterIcon = useFilterIcon();
  const columns: TableColumnsType<Member> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('tablesShowcase.fields.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    {
      key: 'team',
      dataIndex: 'team',
      title: t('tablesShowcase.fields.team'),
      filters: TEAMS.map((team) => ({ text: t(`tablesShowcase.teams.${team}`), value: team })),
      filterIcon: filterIcon(t('tablesShowcase.fields.team')),
      onFilter: (value, row) => row.team === value,
      render: (team: Member['team']) => t(`tablesShowcase.teams.${team}`),
    },
    {
      key: 'age',
      dataIndex: 'age',
      title: t('tablesShowcase.fields.age'),
      align: 'end',
      sorter: (a, b) => a.age - b.age,
    },
    {
      key: 'tickets',
      dataIndex: 'tickets',
      title: t('tablesShowcase.fields.tickets'),
      align: 'end',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.tickets - b.tickets,
      render: (value: number) => format.integer(value),
    },
  ];
  return (
    <NamedTable
      label={t('tablesShowcase.sortFilter.title')}
      size="small"
      columns={columns}
      dataSource={MEMBERS}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="sort-filter-table"
    />
  );
}
