// The cart's price details: subtotal, discounts, delivery and the total, as money in the user's language.
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { useStoreFormat } from '../ecommerce.format';

export function PriceDetails({
  summary,
  count,
  children,
}: {
  summary: CartSummary;
  count: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { money } = useStoreFormat();
  return (
    <Card title={t('checkout.priceDetails')} size="small" data-testid="price-details">
      <div className="price-row">
        <span>{t('checkout.subtotal', { count })}</span>
        <span data-testid="price-subtotal">{money(summary.subtotal)}</span>
      </div>
      <div className="price-row">
        <span>{t('checkout.discount')}</span>
        <Typography.Text type="success" data-testid="price-discount">
          {summary.discount ? `−${money(summary.discount)}` : money(0)}
        </Typography.Text>
      </div>
      <div className="price-row">
        <span>{t('checkout.delivery')}</span>
        <span data-testid="price-delivery">
          {summary.delivery ? (
            money(summary.delivery)
          ) : (
            <Typography.Text type="success">{t('checkout.free')}</Typography.Text>
          )}
        </span>
      </div>
      <div className="price-row price-total">
        <span>{t('checkout.total')}</span>
        <span data-testid="price-total">{money(summary.total)}</span>
      </div>
      {children ? <div style={{ marginTop: 12 }}>{children}</div> : null}
    </Card>
  );
}
