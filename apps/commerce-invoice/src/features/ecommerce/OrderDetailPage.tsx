// One order of the history (/apps/ecommerce/orders/:id): what was bought, at the price of that day, where it goes
// and how it is paid. An id the user has no order for shows Not Found.
import { Button, Card, Descriptions, Skeleton, Table } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderLine } from '@live-agent/contracts';
import { isNotFound, roundMoney } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { LoadFailedResult, NotFoundPage, PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { PriceDetails } from './components/PriceDetails';
import { useOrderQuery } from '../../api';
import { ORDERS_PATH, productPath, useStoreFormat } from './ecommerce.format';
import './ecommerce.css';

function OrderDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { money, day, dateTime } = useStoreFormat();
  const result = useOrderQuery(id);
  const detail = queryView(result, describeApiError);
  // Only an answer to this id counts: right after a navigation the previous order's answer is still there.
  const order = result.currentData?.order ?? null;

  if (!order && detail.status === 'error' && isNotFound(result.error)) return <NotFoundPage />;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(ORDERS_PATH)}>
      {t('orders.back')}
    </Button>
  );
  if (detail.status === 'error' && !order) {
    return (
      <div data-testid="order-detail">
        <PageHeader title={t('screens.orderDetail')} extra={back} />
        <LoadFailedResult
          title={t('orders.detailFailed')}
          lines={detail.error}
          onRetry={detail.reload}
          retryLabel={t('common.retry')}
        />
      </div>
    );
  }
  if (!order) {
    return (
      <div data-testid="order-detail" aria-busy="true" aria-label={t('common.loading')}>
        <PageHeader title={t('screens.orderDetail')} extra={back} />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  const { address } = order;
  return (
    <div data-testid="order-detail">
      <PageHeader
        title={t('orders.title', { number: order.number })}
        subtitle={dateTime(order.placedAt)}
        extra={back}
      />
      <div className="checkout-layout">
        <Card title={t('orders.lines')} styles={{ body: { padding: 0 } }}>
          <Table<OrderLine>
            rowKey="productId"
            pagination={false}
            dataSource={order.lines}
            scroll={{ x: 'max-content' }}
            aria-label={t('orders.lines')}
            columns={[
              {
                key: 'product',
                title: t('orders.product'),
                render: (_, line) => <Link to={productPath(line.slug)}>{line.name}</Link>,
              },
              { key: 'qty', title: t('checkout.qty'), align: 'end', render: (_, line) => line.qty },
              { key: 'price', title: t('orders.unitPrice'), align: 'end', render: (_, line) => money(line.price) },
              {
                key: 'amount',
                title: t('orders.amount'),
                align: 'end',
                render: (_, line) => money(roundMoney(line.price * line.qty)),
              },
            ]}
          />
        </Card>
        <div>
          <PriceDetails summary={order.summary} count={order.items} />
          <Card title={t('orders.delivery')} style={{ marginTop: 16 }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'by', label: t('orders.deliveryBy'), children: day(order.deliveryBy) },
                {
                  key: 'to',
                  label: t('orders.address'),
                  children: [
                    address.fullName,
                    address.line1,
                    address.line2,
                    `${address.postcode} ${address.city}`,
                    address.state,
                  ]
                    .filter(Boolean)
                    .join(', '),
                },
                { key: 'phone', label: t('orders.phone'), children: address.phone },
                {
                  key: 'payment',
                  label: t('orders.payment'),
                  children:
                    order.paymentMethod === 'card'
                      ? t('checkout.paidByCard', { last4: order.cardLast4 })
                      : t('checkout.payOnDelivery'),
                },
              ]}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}

export default OrderDetailPage;
