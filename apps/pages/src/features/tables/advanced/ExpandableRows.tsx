import { Descriptions, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { NamedTable } from '../tableKit';

interface Order {
  key: string;
  order: string;
  customer: string;
  date: string;
  items: { name: string; quantity: number; price: number }[];
}

const ORDERS: Order[] = [
  {
    key: 'o1',
    order: 'ORD-00412',
    customer: 'Ana Ribeiro',
    date: '2026-03-02',
    items: [
      { name: 'Aurora X2', quantity: 2, price: 129.9 },
      { name: 'Vento Mini', quantity: 1, price: 19 },
    ],
  },
  {
    key: 'o2',
    order: 'ORD-00413',
    customer: 'Jonas Weber',
    date: '2026-03-04',
    items: [{ name: 'Nimbus 300', quantity: 3, price: 64.5 }],
  },
  { key: 'o3', order: 'ORD-00414', customer: 'Chloé Martin', date: '2026-03-05', items: [] },
];

const totalOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity * item.price, 0);

export function ExpandableRows() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: TableColumnsType<Order> = [
    { key: 'order', dataIndex: 'order', title: t('tablesShowcase.fields.order') },
    { key: 'customer', dataIndex: 'customer', title: t('tablesShowcase.fields.customer') },
    {
      key: 'date',
      dataIndex: 'date',
      title: t('tablesShowcase.fields.date'),
      render: (value: string) => format.date(value),
    },
    {
      key: 'amount',
      title: t('tablesShowcase.fields.amount'),
      align: 'end',
      render: (_value, order) => format.currency(totalOf(order), 'EUR'),
    },
  ];
  return (
    <NamedTable<Order>
      label={t('tablesShowcase.expandable.title')}
      size="small"
      columns={columns}
      dataSource={ORDERS}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        // An order without lines has nothing to open.
        rowExpandable: (order) => order.items.length > 0,
        expandedRowRender: (order) => (
          <Descriptions
            size="small"
            column={1}
            title={<h3 className="tables-showcase-detail-title">{t('tablesShowcase.expandable.lines')}</h3>}
            items={order.items.map((item) => ({
              key: item.name,
              label: item.name,
              children: t('tablesShowcase.expandable.line', {
                quantity: format.integer(item.quantity),
                price: format.currency(item.price, 'EUR'),
              }),
            }))}
          />
        ),
      }}
    />
  );
}
