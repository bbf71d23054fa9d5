// A product in the shop (grid or list) and among related products: picture, rating, price, name, an excerpt of
// the description, and the wish and cart actions.
import { Card, Tag, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { productPath, useStoreFormat } from '../ecommerce.format';
import { CartButton, WishButton } from './ProductActions';

export function ProductRating({ rating }: { rating: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    // Drawn stars, not antd's Rate: a read-only rating is a picture, with nothing to focus inside it.
    <span role="img" aria-label={t('product.rating', { rating })} className="product-rating">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarFilled key={star} aria-hidden className={star <= rating ? 'product-star-on' : 'product-star-off'} />
      ))}
    </span>
  );
}

export function ProductCard({ product, layout = 'grid' }: { product: ListedProduct; layout?: 'grid' | 'list' }) {
  const { t } = useTranslation(NAMESPACE);
  const { money } = useStoreFormat();
  return (
    <Card
      className={`product-card product-card-${layout}`}
      data-testid={`product-${product.id}`}
      styles={{ body: { padding: 0 } }}
    >
      <Link to={productPath(product.slug)} className="product-card-image" tabIndex={-1} aria-hidden>
        <img src={product.image} alt="" loading="lazy" />
      </Link>
      <div className="product-card-body">
        <div className="product-card-meta">
          <ProductRating rating={product.rating} />
          <Typography.Text strong className="product-card-price">
            {money(product.price)}
          </Typography.Text>
        </div>
        <Link to={productPath(product.slug)} className="product-card-name">
          {product.name}
        </Link>
        <Typography.Text type="secondary" className="product-card-brand">
          {t('product.by', { brand: product.brand })}
        </Typography.Text>
        <Typography.Paragraph type="secondary" className="product-card-excerpt" ellipsis={{ rows: 2 }}>
          {product.description}
        </Typography.Paragraph>
        <div className="product-card-tags">
          {product.hasFreeShipping ? <Tag color="success">{t('product.freeShipping')}</Tag> : null}
          {product.inStock ? null : <Tag color="error">{t('product.outOfStock')}</Tag>}
        </div>
      </div>
      <div className="product-card-actions">
        <WishButton product={product} />
        <CartButton product={product} block />
      </div>
    </Card>
  );
}
