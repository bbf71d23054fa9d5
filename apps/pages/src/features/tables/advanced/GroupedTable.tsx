import { useState } from 'react';
import { Flex, Segmented, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { NamedTable } from '../tableKit';
import { groupRows, SALES, sum, type GroupField, type Sale, type SaleGroup } from './grouping';

type Row = Sale | SaleGroup;
const isGroup = (row: Row): row is SaleGroup => 'children' in row;

export function GroupedTable() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [field, setField] = useState<GroupField>('region');
  const groups = groupRows(SALES, field);
  const money = (value: number) => format.currency(value, 'EUR');

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('tablesShowcase.grouping.groupOrAgent'),
      render: (_value, row) =>
        isGroup(row)
          ? t('tablesShowcase.grouping.groupRow', {
              group: t(`tablesShowcase.grouping.${field}s.${row.group}`),
              count: row.count,
            })
          : row.agent,
    },
    {
      key: 'other',
      title: t(`tablesShowcase.fields.${field === 'region' ? 'channel' : 'region'}`),
      render: (_value, row) =>
        isGroup(row)
          ? t('tablesShowcase.grouping.subtotal')
          : field === 'region'
            ? t(`tablesShowcase.grouping.channels.${row.channel}`)
            : t(`tablesShowcase.grouping.regions.${row.region}`),
    },
    { key: 'amount', dataIndex: 'amount', title: t('tablesShowcase.fields.amount'), align: 'end', render: money },
  ];

  return (
    <>
      <Flex className="tables-showcase-toolbar">
        <Segmented<GroupField>
          aria-label={t('tablesShowcase.grouping.groupBy')}
          value={field}
          onChange={setField}
          options={[
            { value: 'region', label: t('tablesShowcase.fields.region') },
            { value: 'channel', label: t('tablesShowcase.fields.channel') },
          ]}
        />
      </Flex>
      <NamedTable<Row>
        // A new grouping starts with every group open.
        key={field}
        label={t('tablesShowcase.grouping.title')}
        size="small"
        columns={columns}
        dataSource={groups}
        expandable={{ defaultExpandAllRows: true }}
        rowClassName={(row) => (isGroup(row) ? 'tables-showcase-subtotal' : '')}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary.Row className="tables-showcase-subtotal">
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('tablesShowcase.grouping.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {money(sum(groups.map((group) => group.amount)))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        data-testid="grouped-table"
      />
    </>
  );
}
