// The map's figures as a table: the same data for whoever does not read a map, sortable by country or count.
import { useMemo } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat, usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useConversationsByCountryQuery } from '../api';
import { useCountryName } from './useCountryName';

interface Row {
  country: string;
  name: string;
  conversations: number;
  share: number;
}

export function CountriesTable() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const nameOf = useCountryName();
  const pagerItems = usePagerItems();
  const { data, isLoading } = useConversationsByCountryQuery();
  const rows = useMemo<Row[]>(() => {
    const countries = data?.countries ?? [];
    const total = countries.reduce((sum, row) => sum + row.conversations, 0) || 1;
    return countries.map((row) => ({ ...row, name: nameOf(row.country), share: (row.conversations / total) * 100 }));
  }, [data, nameOf]);
  return (
    <Table<Row>
      rowKey="country"
      size="small"
      loading={isLoading}
      dataSource={rows}
      pagination={{ pageSize: 8, showSizeChanger: false, itemRender: pagerItems }}
      columns={[
        {
          key: 'name',
          dataIndex: 'name',
          title: t('maps.world.country'),
          sorter: (a, b) => a.name.localeCompare(b.name, i18n.language),
        },
        {
          key: 'conversations',
          dataIndex: 'conversations',
          title: t('maps.world.conversations'),
          align: 'end',
          defaultSortOrder: 'descend',
          sorter: (a, b) => a.conversations - b.conversations,
          render: (value: number) => format.integer(value),
        },
        {
          key: 'share',
          dataIndex: 'share',
          title: t('maps.world.share'),
          align: 'end',
          render: (value: number) => format.percent(value),
        },
      ]}
    />
  );
}
