// The order history (/apps/ecommerce/orders): the orders the signed-in user placed, newest first, a page at a time,
// each opening its detail. Kept with the rest of the demo's data in this browser, so it outlives a reload
// (docs/architecture.md, "Demo data that outlives a reload").
import { Button, Card, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Order } from '@live-agent/contracts';
import { ORDERS_PER_PAGE } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { LoadFailedResult, PageHeader, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useOrdersQuery } from '../../api';
import { ORDERS_URL } from './shopQuery';
import { SHOP_PATH, orderPath, useStoreFormat } from './ecommerce.format';
import './ecommerce.css';

function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [{ page }, setUrl] = useUrlState(ORDERS_URL);
  const { money, dateTime } = useStoreFormat();
  const { data, status, error, pending, reload } = queryView(useOrdersQuery({ page }), describeApiError);

  const header = (
    <PageHeader
      title={t('screens.orders')}
      subtitle={data && !pending ? t('orders.count', { count: data.total }) : undefined}
    />
  );
  if (status === 'error' && !data) {
    return (
      <div data-testid="orders-page">
        {header}
        <LoadFailedResult title={t('orders.failed')} lines={error} onRetry={reload} retryLabel={t('common.retry')} />
      </div>
    );
  }
  if (data && !pending && data.total === 0) {
    return (
      <div data-testid="orders-page">
        {header}
        <Empty description={t('orders.empty')} data-testid="orders-empty">
          <Button type="primary" onClick={() => navigate(SHOP_PATH)}>
            {t('cart.toShop')}
          </Button>
        </Empty>
      </div>
    );
  }
  return (
    <div data-testid="orders-page">
      {header}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Order>
          rowKey="id"
          loading={status === 'loading'}
          dataSource={data?.orders ?? []}
          scroll={{ x: 'max-content' }}
          aria-label={t('screens.orders')}
          pagination={{
            current: page,
            pageSize: ORDERS_PER_PAGE,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => setUrl({ page: next }),
          }}
          columns={[
            {
              key: 'number',
              title: t('orders.number'),
              render: (_, order) => (
                <Link to={orderPath(order.id)} aria-label={t('orders.open', { number: order.number })}>
                  {order.number}
                </Link>
              ),
            },
            { key: 'placedAt', title: t('orders.placedAt'), render: (_, order) => dateTime(order.placedAt) },
            { key: 'items', title: t('orders.items'), align: 'end', render: (_, order) => order.items },
            {
              key: 'payment',
              title: t('orders.payment'),
              render: (_, order) => (
                <Tag>
                  {order.paymentMethod === 'card'
                    ? t('orders.card', { last4: order.cardLast4 })
                    : t('orders.cashOnDelivery')}
                </Tag>
              ),
            },
            {
              key: 'total',
              title: t('checkout.total'),
              align: 'end',
              render: (_, order) => money(order.summary.total),
            },
          ]}
        />
      </Card>
    </div>
  );
}

export default OrdersPage;
