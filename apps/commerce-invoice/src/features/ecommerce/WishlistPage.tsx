// The wishlist (/apps/ecommerce/wishlist): the products the user wished, each with Move to cart and Remove.
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { LoadFailedResult, PageHeader, written } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ProductRating } from './components/ProductCard';
import {
  aboutProduct,
  useCartQuery,
  useFollowSharedCart,
  useMoveToCartMutation,
  useProductBusy,
  useWishlistQuery,
  useWishMutation,
} from '../../api';
import { commerceT } from '../../feedback';
import { productPath, SHOP_PATH, useStoreFormat } from './ecommerce.format';
import './ecommerce.css';

/** A wished product's two actions: Remove, and Move to cart. */
function WishedActions({ product }: { product: ListedProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const busy = useProductBusy(product.id);
  const [wish] = useWishMutation(aboutProduct(product.id));
  const [moveToCart] = useMoveToCartMutation(aboutProduct(product.id));
  // A button's write: a refusal has no form to show its field's message, so the toast says it (fieldMessage).
  const act = (call: () => Promise<unknown>, done: string) =>
    written(call(), { success: commerceT(done, { name: product.name }), fieldMessage: true });
  return (
    <div className="product-card-actions">
      <Button
        icon={<DeleteOutlined />}
        aria-label={t('wishlist.removeNamed', { name: product.name })}
        disabled={busy}
        onClick={() => act(() => wish({ productId: product.id, wished: false }).unwrap(), 'toast.unwished')}
        data-testid={`unwish-${product.id}`}
      >
        {t('wishlist.remove')}
      </Button>
      <Button
        type="primary"
        icon={<ShoppingCartOutlined />}
        loading={busy}
        disabled={!product.inStock}
        aria-label={t('wishlist.moveNamed', { name: product.name })}
        onClick={() => act(() => moveToCart({ productId: product.id }).unwrap(), 'toast.movedToCart')}
        data-testid={`move-to-cart-${product.id}`}
      >
        {product.inStock ? t('wishlist.moveToCart') : t('product.soldOut')}
      </Button>
    </div>
  );
}

function WishlistPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { money } = useStoreFormat();
  const view = queryView(useWishlistQuery(), describeApiError);
  // Moving a product to the cart asks whether it is there already.
  useCartQuery();
  useFollowSharedCart();
  const wishlist = view.data?.products ?? [];

  return (
    <div data-testid="wishlist-page">
      <PageHeader
        title={t('screens.wishlist')}
        subtitle={view.data ? t('wishlist.count', { count: wishlist.length }) : undefined}
      />
      {view.status === 'error' && wishlist.length === 0 ? (
        <LoadFailedResult
          title={t('wishlist.failed')}
          lines={view.error}
          onRetry={view.reload}
          retryLabel={t('common.retry')}
        />
      ) : !view.data ? (
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
              <WishedActions product={product} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

export default WishlistPage;
