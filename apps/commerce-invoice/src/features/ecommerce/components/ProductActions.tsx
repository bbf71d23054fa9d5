// The two things a user does with a product wherever it is shown: wish it (a toggle) and put it in the cart (or,
// once there, go to it). Named for screen readers with the product's name.
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { aboutProduct, useAddToCartMutation, useProductBusy, useWishMutation } from '../../../api';
import { commerceT } from '../../../feedback';
import { written } from '@live-agent/ui-kit';
import { CHECKOUT_PATH } from '../ecommerce.format';

export function WishButton({ product, withText = false }: { product: ListedProduct; withText?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [wish] = useWishMutation(aboutProduct(product.id));
  const busy = useProductBusy(product.id);
  // A button's write (this one's and the cart button's): a refusal has no form to show its field's message, so the
  // toast says it (fieldMessage).
  const toggle = () => {
    const wished = !product.isInWishlist;
    return written(wish({ productId: product.id, wished }).unwrap(), {
      success: commerceT(wished ? 'toast.wished' : 'toast.unwished', { name: product.name }),
      fieldMessage: true,
    });
  };
  const label = product.isInWishlist
    ? t('product.unwish', { name: product.name })
    : t('product.wish', { name: product.name });
  const button = (
    <Button
      icon={product.isInWishlist ? <HeartFilled className="wish-icon-on" /> : <HeartOutlined />}
      aria-label={withText ? undefined : label}
      aria-pressed={product.isInWishlist}
      disabled={busy}
      data-testid={`wish-${product.id}`}
      onClick={toggle}
    >
      {withText ? t('product.wishlist') : null}
    </Button>
  );
  return withText ? button : <Tooltip title={label}>{button}</Tooltip>;
}

export function CartButton({ product, block = false }: { product: ListedProduct; block?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [addToCart] = useAddToCartMutation(aboutProduct(product.id));
  const busy = useProductBusy(product.id);
  if (product.isInCart) {
    return (
      <Button
        block={block}
        icon={<ShoppingCartOutlined />}
        onClick={() => navigate(CHECKOUT_PATH)}
        data-testid={`view-cart-${product.id}`}
      >
        {t('product.viewInCart')}
      </Button>
    );
  }
  return (
    <Button
      type="primary"
      block={block}
      icon={<ShoppingCartOutlined />}
      loading={busy}
      disabled={!product.inStock}
      aria-label={
        product.inStock
          ? t('product.addToCartNamed', { name: product.name })
          : t('product.soldOutNamed', { name: product.name })
      }
      onClick={() =>
        written(addToCart({ productId: product.id }).unwrap(), {
          success: commerceT('toast.addedToCart', { name: product.name }),
          fieldMessage: true,
        })
      }
      data-testid={`add-to-cart-${product.id}`}
    >
      {product.inStock ? t('product.addToCart') : t('product.soldOut')}
    </Button>
  );
}
