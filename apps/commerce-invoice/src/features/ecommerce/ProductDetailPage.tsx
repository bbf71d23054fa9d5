// One product (/apps/ecommerce/product-detail/:slug): picture, brand, price, rating, availability, free shipping,
// colours, the cart and wish actions, and related products. An unknown slug is the Not Found page.
import { useState } from 'react';
import { Breadcrumb, Card, Divider, Flex, Radio, Skeleton, Tag, Typography, theme } from 'antd';
import { CarOutlined, CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { isNotFound } from '@live-agent/contracts';
import { queryView } from '@live-agent/store/api';
import { LoadFailedResult, NotFoundPage } from '@live-agent/ui-kit';
import type { ProductColor } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { CartButton, WishButton } from './components/ProductActions';
import { ProductRating } from './components/ProductCard';
import { useFollowSharedCart, useProductQuery } from '../../api';
import { productPath, SHOP_PATH, useStoreFormat } from './ecommerce.format';
import './ecommerce.css';

function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { slug = '' } = useParams();
  const { money } = useStoreFormat();
  const { token } = theme.useToken();
  const result = useProductQuery(slug);
  const view = queryView(result, describeApiError);
  // The colour chosen is this product's: another product starts on its first.
  const [color, setColor] = useState<{ slug: string; color: ProductColor } | null>(null);
  useFollowSharedCart();

  const detail = result.currentData;
  if (!detail && view.status === 'error') {
    if (isNotFound(result.error)) return <NotFoundPage />;
    return (
      <LoadFailedResult
        title={t('detail.failed')}
        lines={view.error}
        onRetry={view.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (!detail) {
    return (
      <Card aria-busy="true" aria-label={t('common.loading')}>
        <div className="product-detail-top">
          <Skeleton.Image active style={{ width: '100%', height: 280 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Card>
    );
  }

  const { product, related } = detail;
  const swatch: Record<ProductColor, string> = {
    primary: token.colorPrimary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    danger: token.colorError,
    info: token.colorInfo,
  };
  const chosen = color?.slug === slug ? color.color : product.colorOptions[0];

  return (
    <div data-testid="product-detail">
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[{ title: <Link to={SHOP_PATH}>{t('screens.shop')}</Link> }, { title: product.name }]}
      />
      <Card>
        <div className="product-detail-top">
          <div className="product-detail-image">
            <img src={product.image} alt={product.name} />
          </div>
          <div className="product-detail-info">
            <Typography.Title level={1}>{product.name}</Typography.Title>
            <Typography.Text type="secondary">
              {t('product.by', { brand: product.brand })} ·{' '}
              {t(`categories.${product.category}`, { defaultValue: product.category })}
            </Typography.Text>
            <Flex gap={12} align="center" wrap>
              <Typography.Text strong className="product-detail-price" data-testid="detail-price">
                {money(product.price)}
              </Typography.Text>
              <ProductRating rating={product.rating} />
            </Flex>
            <Typography.Text>
              {t('detail.availability')}{' '}
              {product.inStock ? (
                <Tag icon={<CheckCircleOutlined />} color="success">
                  {t('detail.inStock')}
                </Tag>
              ) : (
                <Tag icon={<CloseCircleOutlined />} color="error">
                  {t('product.outOfStock')}
                </Tag>
              )}
            </Typography.Text>
            <Typography.Paragraph>{product.description}</Typography.Paragraph>
            {product.hasFreeShipping ? (
              <Typography.Text>
                <CarOutlined aria-hidden /> {t('product.freeShipping')}
              </Typography.Text>
            ) : null}
            <Divider style={{ margin: '8px 0' }} />
            <fieldset className="shop-filter-group">
              <legend>{t('detail.colors')}</legend>
              <Radio.Group
                value={chosen}
                onChange={(event) => setColor({ slug, color: event.target.value as ProductColor })}
                className="color-options"
                optionType="button"
              >
                {product.colorOptions.map((option) => (
                  <Radio.Button
                    key={option}
                    value={option}
                    aria-label={t(`colors.${option}`)}
                    title={t(`colors.${option}`)}
                    style={{ borderColor: option === chosen ? swatch[option] : undefined }}
                  >
                    <span className="color-swatch" style={{ background: swatch[option] }} />
                  </Radio.Button>
                ))}
              </Radio.Group>
            </fieldset>
            <Divider style={{ margin: '8px 0' }} />
            <div className="product-detail-actions">
              <CartButton product={product} />
              <WishButton product={product} withText />
            </div>
          </div>
        </div>
      </Card>

      {related.length ? (
        <section aria-labelledby="related-title" style={{ marginTop: 24 }}>
          <Typography.Title level={2} id="related-title" style={{ fontSize: 18 }}>
            {t('detail.related')}
          </Typography.Title>
          <div className="related-grid">
            {related.map((other) => (
              <Card key={other.id} size="small" data-testid={`related-${other.id}`}>
                <div className="related-card">
                  <img src={other.image} alt="" loading="lazy" />
                  <Link to={productPath(other.slug)}>{other.name}</Link>
                  <Typography.Text type="secondary">{t('product.by', { brand: other.brand })}</Typography.Text>
                  <Flex justify="space-between" align="center" wrap gap={4}>
                    <ProductRating rating={other.rating} />
                    <Typography.Text strong>{money(other.price)}</Typography.Text>
                  </Flex>
                </div>
              </Card>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export default ProductDetailPage;
