// The cart in the navbar: an icon with the signed-in user's cart count and a dropdown with the lines, the total and
// a way to the checkout. Shown to users who may use the store (read Demo) while the commerce remote is on. The
// count is the user's `extras.eCommerceCartItemsCount` until the cart arrives, then the cart's own.
import { useEffect } from 'react';
import { Avatar, Button, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAuthUser } from '@live-agent/auth';
import { useInjected } from '@live-agent/store';
import { useFormat } from '@live-agent/ui-kit';
import { useRemoteFeature } from '../presenter';
import { NavbarPanelButton } from '../../shared/NavbarPanelButton';
import { navbarCartSaga } from './navbarCart.saga';
import { navbarCartRemoveRequested, navbarCartRequested, navbarCartSlice, selectNavbarCart } from './navbarCart.slice';
import './navbarCart.css';

const CHECKOUT_PATH = '/apps/ecommerce/checkout';
const productPath = (slug: string) => `/apps/ecommerce/product-detail/${slug}`;

export function NavbarCart() {
  if (!useRemoteFeature('commerceInvoice', 'read', 'Demo')) return null;
  return <CartButton />;
}

function CartButton() {
  useInjected({ slice: navbarCartSlice, saga: navbarCartSaga });
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const user = useSelector(selectAuthUser);
  const cart = useSelector(selectCartForButton);

  // Once per signed-in user (a refreshed token carries the same user again).
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) dispatch(navbarCartRequested());
  }, [dispatch, userId]);

  const count = cart?.count ?? user?.extras?.eCommerceCartItemsCount ?? 0;

  // The panel is an element of its own, drawn by the popover once it opens: the button renders with the frame after
  // sign-in and again whenever the navbar does, and building every line (its formatted price, its strings) there cost
  // the frame's first render for a panel nobody had opened (docs/architecture.md, Long tasks after sign-in).
  return (
    <NavbarPanelButton
      panel={(close) => <CartPanel count={count} close={close} />}
      label={t('cart.button', { count })}
      testId="navbar-cart"
      count={count}
      icon={<ShoppingCartOutlined style={{ fontSize: 18 }} />}
    />
  );
}

/** The button needs only the cart's count: the cart itself, whose identity changes only with a new answer. */
const selectCartForButton = (state: Parameters<typeof selectNavbarCart>[0]) => selectNavbarCart(state).cart;

function CartPanel({ count, close }: { count: number; close: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const format = useFormat();
  const { cart, status, removing } = useSelector(selectNavbarCart);
  const money = (value: number) => format.currency(value, 'USD');

  return (
    <div className="navbar-cart" data-testid="navbar-cart-panel">
      <Flex justify="space-between" align="center" className="navbar-cart-head">
        <Typography.Text strong>{t('cart.title')}</Typography.Text>
        <Typography.Text type="secondary">{t('cart.items', { count })}</Typography.Text>
      </Flex>
      {cart === null && status !== 'error' ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : cart === null ? (
        <Flex vertical gap={8} align="start">
          <Typography.Text type="secondary">{t('cart.failed')}</Typography.Text>
          <Button size="small" onClick={() => dispatch(navbarCartRequested())}>
            {t('cart.retry')}
          </Button>
        </Flex>
      ) : cart.products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.empty')}>
          <Link to="/apps/ecommerce/shop" onClick={close}>
            {t('cart.toShop')}
          </Link>
        </Empty>
      ) : (
        <>
          <ul className="navbar-cart-lines" aria-label={t('cart.title')}>
            {cart.products.map((line) => (
              <li key={line.id} className="navbar-cart-line" data-testid={`navbar-cart-line-${line.id}`}>
                <Avatar shape="square" size={44} src={line.image} alt="" />
                <div className="navbar-cart-line-text">
                  <Link to={productPath(line.slug)} onClick={close} className="navbar-cart-line-name">
                    {line.name}
                  </Link>
                  <Typography.Text type="secondary" className="navbar-cart-line-meta">
                    {t('cart.lineMeta', { qty: line.qty, price: money(line.price) })}
                  </Typography.Text>
                </div>
                <Tooltip title={t('cart.remove', { name: line.name })}>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('cart.remove', { name: line.name })}
                    loading={removing === line.id}
                    onClick={() => dispatch(navbarCartRemoveRequested(line.id))}
                  />
                </Tooltip>
              </li>
            ))}
          </ul>
          <Flex justify="space-between" className="navbar-cart-total">
            <Typography.Text strong>{t('cart.total')}</Typography.Text>
            <Typography.Text strong data-testid="navbar-cart-total">
              {money(cart.summary.total)}
            </Typography.Text>
          </Flex>
        </>
      )}
      {cart && cart.products.length > 0 ? (
        <Button
          type="primary"
          block
          data-testid="navbar-cart-checkout"
          onClick={() => {
            close();
            navigate(CHECKOUT_PATH);
          }}
        >
          {t('cart.checkout')}
        </Button>
      ) : null}
    </div>
  );
}
