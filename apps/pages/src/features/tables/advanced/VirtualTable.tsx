import { useMemo, useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { NamedTable } from '../tableKit';
import { generateRows, sortRows, type SortDirection, type VirtualRow, type VirtualSortKey } from './virtualRows';

const ROWS = 10_000;

export function VirtualTable() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const regions = useMemo(() => new Intl.DisplayNames(i18n.language, { type: 'region' }), [i18n.language]);
  const country = (code: string) => regions.of(code) ?? code;
  const all = useMemo(() => generateRows(ROWS), []);
  const [sort, setSort] = useState<{ key: VirtualSortKey; direction: SortDirection } | null>(null);
  const [rows, setRows] = useState(all);
  const [took, setTook] = useState<number | null>(null);

  // The sort runs here, timed, rather than inside antd (columns say `sorter: true`).
  const sortBy = (key: VirtualSortKey | undefined, direction: SortDirection | null | undefined) => {
    if (!key || !direction) {
      setSort(null);
      setRows(all);
      return;
    }
    const collator = new Intl.Collator(i18n.language);
    const compare =
      key === 'country' ? (a: string, b: string) => collator.compare(country(a), country(b)) : collator.compare;
    const started = performance.now();
    const sorted = sortRows(all, key, direction, compare);
    setTook(performance.now() - started);
    setSort({ key, direction });
    setRows(sorted);
  };

  const column = (key: VirtualSortKey, width: number) => ({
    key,
    dataIndex: key,
    title: t(`tablesShowcase.fields.${key}`),
    width,
    sorter: true,
    sortOrder: sort?.key === key ? sort.direction : null,
  });
  const columns: TableColumnsType<VirtualRow> = [
    column('order', 130),
    column('customer', 200),
    { ...column('country', 150), render: country },
    { ...column('date', 150), render: (value: string) => format.date(value) },
    { ...column('amount', 150), align: 'end', render: (value: number) => format.currency(value, 'EUR') },
  ];

  return (
    <>
      <Typography.Paragraph role="status" className="tables-showcase-toolbar">
        {took === null
          ? t('tablesShowcase.virtual.rows', { count: ROWS, formatted: format.integer(ROWS) })
          : t('tablesShowcase.virtual.sortedIn', {
              count: ROWS,
              formatted: format.integer(ROWS),
              ms: format.decimal(Math.round(took * 10) / 10),
            })}
      </Typography.Paragraph>
      <NamedTable<VirtualRow>
        label={t('tablesShowcase.virtual.title')}
        virtual
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 780, y: 400 }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          sortBy(one?.columnKey as VirtualSortKey | undefined, one?.order);
        }}
        data-testid="virtual-table"
      />
    </>
  );
}
