import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS, type Member } from '../data';
import { NamedTable } from '../tableKit';

export function FixedColumns() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: TableColumnsType<Member> = [
    // Pinned to the start: the name stays in view while the other columns scroll under it.
    { key: 'name', dataIndex: 'name', title: t('tablesShowcase.fields.name'), width: 170, fixed: 'start' },
    {
      key: 'team',
      dataIndex: 'team',
      title: t('tablesShowcase.fields.team'),
      width: 160,
      render: (team: Member['team']) => t(`tablesShowcase.teams.${team}`),
    },
    { key: 'city', dataIndex: 'city', title: t('tablesShowcase.fields.city'), width: 160 },
    { key: 'age', dataIndex: 'age', title: t('tablesShowcase.fields.age'), width: 120, align: 'end' },
    {
      key: 'tickets',
      dataIndex: 'tickets',
      title: t('tablesShowcase.fields.tickets'),
      width: 160,
      align: 'end',
      render: (value: number) => format.integer(value),
    },
    // Pinned to the end: the row's action is always at hand.
    {
      key: 'actions',
      title: t('tablesShowcase.fields.actions'),
      width: 150,
      fixed: 'end',
      render: (_value, row) => (
        <Button size="small" aria-label={t('tablesShowcase.fixed.messageNamed', { name: row.name })}>
          {t('tablesShowcase.fixed.message')}
        </Button>
      ),
    },
  ];
  return (
    <NamedTable<Member>
      label={t('tablesShowcase.fixed.title')}
      size="small"
      columns={columns}
      dataSource={MEMBERS.slice(0, 6)}
      pagination={false}
      scroll={{ x: 920 }}
    />
  );
}
