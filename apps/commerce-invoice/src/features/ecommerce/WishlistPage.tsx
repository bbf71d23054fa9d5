// The wishlist (/apps/ecommerce/wishlist): the products the user wished, each with Move to cart and Remove.
import { useEffect } from 'react';
import { Button, Card, Empty, Result, Skeleton, Typography } from 'antd';
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import { PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ProductRating } from './components/ProductCard';
import { ecommerceActions, ecommerceFeature, selectEcommerceState } from './ecommerce.feature';
import { productPath, SHOP_PATH, useStoreFormat } from './ecommerce.format';
import './ecommerce.css';

function WishlistPage() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { money } = useStoreFormat();
  const { wishlist, wishlistStatus, busy } = useSelector(selectEcommerceState);

  useEffect(() => {
    dispatch(ecommerceActions.fetchWishlist());
    dispatch(ecommerceActions.fetchCart());
  }, [dispatch]);

  const first = wishlistStatus === 'idle' || (wishlistStatus === 'loading' && wishlist.length === 0);
  return (
    <div data-testid="wishlist-page">
      <PageHeader
        title={t('screens.wishlist')}
        subtitle={wishlistStatus === 'ready' ? t('wishlist.count', { count: wishlist.length }) : undefined}
      />
      {wishlistStatus === 'error' && wishlist.length === 0 ? (
        <Result
          status="warning"
          title={t('wishlist.failed')}
          extra={<Button onClick={() => dispatch(ecommerceActions.fetchWishlist())}>{t('common.retry')}</Button>}
        />
      ) : first ? (
        <div className="wishlist-grid" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          ))}
        </div>
      ) : wishlist.length === 0 ? (
        <Empty description={t('wishlist.empty')} data-testid="wishlist-empty">
          <Button type="primary" onClick={() => navigate(SHOP_PATH)}>
            {t('cart.toShop')}
          </Button>
        </Empty>
      ) : (
        <div className="wishlist-grid">
          {wishlist.map((product) => (
            <Card
              key={product.id}
              className="product-card"
              data-testid={`wished-${product.id}`}
              styles={{ body: { padding: 0 } }}
            >
              <Link to={productPath(product.slug)} className="product-card-image" tabIndex={-1} aria-hidden>
                <img src={product.image} alt="" loading="lazy" />
              </Link>
              <div className="product-card-body">
                <Link to={productPath(product.slug)} className="product-card-name">
                  {product.name}
                </Link>
                <div className="product-card-meta">
                  <ProductRating rating={product.rating} />
                  <Typography.Text strong>{money(product.price)}</Typography.Text>
                </div>
                <Typography.Paragraph type="secondary" className="product-card-excerpt" ellipsis={{ rows: 2 }}>
                  {product.description}
                </Typography.Paragraph>
              </div>
              <div className="product-card-actions">
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('wishlist.removeNamed', { name: product.name })}
                  disabled={busy.includes(product.id)}
                  onClick={() => dispatch(ecommerceActions.toggleWishlist({ productId: product.id, wished: false }))}
                  data-testid={`unwish-${product.id}`}
                >
                  {t('wishlist.remove')}
                </Button>
                <Button
                  type="primary"
                  icon={<ShoppingCartOutlined />}
                  loading={busy.includes(product.id)}
                  disabled={!product.inStock}
                  aria-label={t('wishlist.moveNamed', { name: product.name })}
                  onClick={() => dispatch(ecommerceActions.moveToCart(product.id))}
                  data-testid={`move-to-cart-${product.id}`}
                >
                  {product.inStock ? t('wishlist.moveToCart') : t('product.soldOut')}
                </Button>
              </div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

export default withInjected(WishlistPage, ecommerceFeature);
