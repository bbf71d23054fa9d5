// The checkout (/apps/ecommerce/checkout) in three steps: the cart (quantities, remove, move to the wishlist, price
// details), the delivery address, and the payment (a card or cash on delivery); placing the order shows a
// confirmation and empties the cart. Every step's form stays mounted while the user moves between steps, so what
// was typed survives going back and forth; the server's 422 lands by the same fields (and on their step).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Radio,
  Result,
  Skeleton,
  Steps,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { CheckCircleOutlined, DeleteOutlined, HeartOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { queryView } from '@live-agent/store/api';
import { LoadFailedResult, figureOf, NumberField, PageHeader, toast, useFormRules, written } from '@live-agent/ui-kit';
import {
  cardDigits,
  cartQtySchema,
  type CartProduct,
  type FieldErrors,
  type Order,
  type OrderAddress,
  type OrderPayment,
  type PaymentMethod,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { TextFields } from '../../shared/TextFields';
import { PriceDetails } from './components/PriceDetails';
import { ProductRating } from './components/ProductCard';
import { cartQtyRules, checkoutRules } from './checkout.rules';
import {
  aboutProduct,
  useCartQuery,
  useFollowSharedCart,
  useMoveToWishlistMutation,
  usePlaceOrderMutation,
  useProductBusy,
  useRemoveFromCartMutation,
  useSetQtyMutation,
} from '../../api';
import { commerceT, reportError } from '../../feedback';
import { ORDERS_PATH, productPath, SHOP_PATH, useStoreFormat } from './ecommerce.format';
import type { CheckoutStep } from './ecommerce.types';
import './ecommerce.css';

const STEPS: CheckoutStep[] = ['cart', 'address', 'payment'];
const INITIAL_ADDRESS: Partial<OrderAddress> = { type: 'home' };
/** The payment step's fields: the card's stay typed while cash on delivery is chosen, should the user switch back. */
interface PaymentValues {
  method: PaymentMethod;
  cardNumber?: string;
  cardName?: string;
  expiry?: string;
  cvv?: string;
}
const INITIAL_PAYMENT: Partial<PaymentValues> = { method: 'card' };

/** The server's field errors (`address.city`, `payment.cvv`) put on the fields of one form. */
function showErrors(form: FormInstance, errors: FieldErrors, prefix: string): boolean {
  const fields = Object.entries(errors)
    .filter(([key]) => key.startsWith(`${prefix}.`))
    .map(([key, messages]) => ({ name: key.slice(prefix.length + 1), errors: messages }));
  form.setFields(fields);
  return fields.length > 0;
}

const QTY = cartQtySchema.shape.qty;

/**
 * A line's quantity, kept as typed (ui-kit's NumberField): a quantity the rule refuses (the server's, cartQtySchema)
 * stays with its message and is not sent; a good one is sent as the number read. The server's quantity comes back
 * into the field unless another has been typed since.
 */
function CartQuantity({ line }: { line: CartProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const [setQty] = useSetQtyMutation(aboutProduct(line.id));
  const formRules = useFormRules();
  const rules = useMemo(() => cartQtyRules(formRules), [formRules]);
  const [form] = Form.useForm<{ qty: number | string }>();
  const known = useRef(line.qty);
  useEffect(() => {
    if (figureOf(QTY, form.getFieldValue('qty')) === known.current) form.setFieldValue('qty', line.qty);
    known.current = line.qty;
  }, [form, line.qty]);

  return (
    <Form
      form={form}
      component={false}
      initialValues={{ qty: line.qty }}
      onValuesChange={({ qty }) => {
        const next = figureOf(QTY, qty);
        if (next !== undefined && next !== line.qty)
          setQty({ productId: line.id, qty: next }).unwrap().catch(reportError);
      }}
    >
      <Flex align="center" gap={8} wrap>
        <label htmlFor={`qty-${line.id}`}>{t('checkout.qty')}</label>
        <Form.Item name="qty" rules={rules} className="checkout-qty">
          <NumberField
            whole
            id={`qty-${line.id}`}
            aria-label={t('checkout.qtyOf', { name: line.name })}
            style={{ width: 90 }}
            data-testid={`qty-${line.id}`}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}

function CartLine({ line }: { line: CartProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const { money, day } = useStoreFormat();
  const busy = useProductBusy(line.id);
  const [remove] = useRemoveFromCartMutation(aboutProduct(line.id));
  const [moveToWishlist] = useMoveToWishlistMutation(aboutProduct(line.id));
  // A button's write: a refusal has no form to show its field's message, so the toast says it (fieldMessage).
  const act = (call: () => Promise<unknown>, done: string) =>
    written(call(), { success: commerceT(done, { name: line.name }), fieldMessage: true });
  return (
    <Card className="checkout-line" data-testid={`cart-line-${line.id}`}>
      <img src={line.image} alt="" />
      <div className="checkout-line-info">
        <Link to={productPath(line.slug)} className="product-card-name">
          {line.name}
        </Link>
        <Typography.Text type="secondary">{t('product.by', { brand: line.brand })}</Typography.Text>
        <ProductRating rating={line.rating} />
        <Typography.Text type={line.inStock ? 'success' : 'danger'}>
          {line.inStock ? t('detail.inStock') : t('product.outOfStock')}
        </Typography.Text>
        <CartQuantity line={line} />
        <Typography.Text type="secondary">{t('checkout.deliveryBy', { date: day(line.shippingDate) })}</Typography.Text>
        <Tag color="success" style={{ alignSelf: 'flex-start' }}>
          {t('checkout.offers', { count: line.offers })}
        </Tag>
      </div>
      <div className="checkout-line-side">
        <Typography.Text strong data-testid={`line-price-${line.id}`}>
          {money(line.price * line.qty)}
        </Typography.Text>
        <Typography.Text type="success">
          {t('checkout.lineDiscount', { percent: line.discountPercentage })}
        </Typography.Text>
        {line.hasFreeShipping ? <Tag color="success">{t('product.freeShipping')}</Tag> : null}
        <Button
          icon={<DeleteOutlined />}
          disabled={busy}
          onClick={() => act(() => remove({ productId: line.id }).unwrap(), 'toast.removedFromCart')}
          aria-label={t('checkout.removeNamed', { name: line.name })}
          data-testid={`remove-${line.id}`}
        >
          {t('checkout.remove')}
        </Button>
        <Button
          icon={<HeartOutlined />}
          disabled={busy}
          onClick={() => act(() => moveToWishlist({ productId: line.id }).unwrap(), 'toast.movedToWishlist')}
          aria-label={t('checkout.toWishlistNamed', { name: line.name })}
        >
          {t('checkout.toWishlist')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The address or the payment step: its form in a card, Back and the step's own next button under it, and the order's
 * summary beside it. A field's server error goes as soon as the field changes (`onChange` gets `<step>.<field>`).
 */
function CheckoutStepForm<Values extends object>({
  name,
  shown,
  form,
  initialValues,
  onChange,
  onBack,
  next,
  summary,
  children,
}: {
  name: 'address' | 'payment';
  shown: boolean;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  onChange: (key: string) => void;
  onBack: () => void;
  next: ReactNode;
  summary: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section hidden={!shown} aria-label={t(`checkout.steps.${name}`)} className="checkout-layout">
      <Card title={t(`checkout.${name}Title`)} size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(changed) => Object.keys(changed).forEach((key) => onChange(`${name}.${key}`))}
          requiredMark="optional"
          data-testid={`${name}-form`}
        >
          {children}
          <Flex gap={8} wrap>
            <Button onClick={onBack}>{t('checkout.back')}</Button>
            {next}
          </Flex>
        </Form>
      </Card>
      {summary}
    </section>
  );
}

function CheckoutPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { key: visit } = useLocation();
  const { money, day } = useStoreFormat();
  // The server's cart: every change made on the page (here, in the shop, in the navbar) comes into it (api.ts).
  const cartView = queryView(useCartQuery(), describeApiError);
  const cart = cartView.data;
  useFollowSharedCart();
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const [orderErrors, setOrderErrors] = useState<FieldErrors>({});
  const [order, setOrder] = useState<Order | null>(null);
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [addressForm] = Form.useForm<OrderAddress>();
  const [paymentForm] = Form.useForm<PaymentValues>();
  const method = Form.useWatch('method', paymentForm) ?? 'card';
  const formRules = useFormRules();
  const rules = useMemo(() => checkoutRules(formRules), [formRules]);

  // Never the last visit's order: the router may keep this page mounted from one visit to the next (a navigation away
  // that had not rendered yet when the user came back), so the reset follows the visit (the location's key), not the
  // mount.
  useEffect(() => {
    setStep('cart');
    setOrder(null);
    setOrderErrors({});
  }, [visit]);
  const clearError = (key: string) =>
    setOrderErrors((errors) => {
      if (!(key in errors)) return errors;
      const { [key]: _cleared, ...rest } = errors;
      return rest;
    });

  // A refused order: each message by its field, on the first step that has one.
  useEffect(() => {
    if (!Object.keys(orderErrors).length) return;
    const onAddress = showErrors(addressForm, orderErrors, 'address');
    const onPayment = showErrors(paymentForm, orderErrors, 'payment');
    if (orderErrors.cart) setStep('cart');
    else if (onAddress) setStep('address');
    else if (onPayment) setStep('payment');
  }, [orderErrors, addressForm, paymentForm]);

  const index = STEPS.indexOf(step);
  const continueShopping = () => {
    setOrder(null);
    navigate(SHOP_PATH);
  };
  const toAddress = () => setStep('address');
  const toPayment = async () => {
    try {
      await addressForm.validateFields();
      setStep('payment');
    } catch {
      // The messages show by the fields.
    }
  };
  const place = async () => {
    try {
      // Card fields typed before choosing cash on delivery are kept (should the user switch back) but not checked.
      const payment = await paymentForm.validateFields(
        paymentForm.getFieldValue('method') === 'cod' ? ['method'] : undefined,
      );
      const address = addressForm.getFieldsValue(true) as OrderAddress;
      const paid: OrderPayment =
        payment.method === 'cod'
          ? { method: 'cod' }
          : {
              method: 'card',
              cardNumber: cardDigits(payment.cardNumber ?? ''),
              cardName: payment.cardName ?? '',
              expiry: payment.expiry ?? '',
              cvv: payment.cvv ?? '',
            };
      setOrderErrors({});
      try {
        setOrder(
          (await placeOrder({ address: { ...address, line2: address.line2 ?? '' }, payment: paid }).unwrap()).order,
        );
      } catch (error) {
        const refused = validationFailureOf(error);
        if (!refused) return reportError(error);
        setOrderErrors(refused.errors);
        if (refused.errors.cart) toast.error(refused.errors.cart[0]);
      }
    } catch {
      // The messages show by the fields.
    }
  };

  if (order) {
    return (
      <Card data-testid="order-confirmation">
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('checkout.thanks')}
          subTitle={t('checkout.placed', {
            number: order.number,
            date: day(order.deliveryBy),
            total: money(order.summary.total),
          })}
          extra={[
            <Button type="primary" key="shop" onClick={continueShopping}>
              {t('checkout.continueShopping')}
            </Button>,
            <Button key="orders" onClick={() => navigate(ORDERS_PATH)} data-testid="view-order">
              {t('orders.viewOrders')}
            </Button>,
          ]}
        >
          <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }}>
            {order.paymentMethod === 'card'
              ? t('checkout.paidByCard', { last4: order.cardLast4 })
              : t('checkout.payOnDelivery')}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }} data-testid="order-address">
            {t('checkout.deliverTo', {
              name: order.address.fullName,
              line1: order.address.line1,
              postcode: order.address.postcode,
              city: order.address.city,
            })}
          </Typography.Paragraph>
        </Result>
      </Card>
    );
  }

  const loading = cart === null && cartView.status !== 'error';
  const empty = cart !== null && cart.products.length === 0;
  const summary = cart ? <PriceDetails summary={cart.summary} count={cart.count} /> : null;

  return (
    <div data-testid="checkout-page">
      <PageHeader title={t('screens.checkout')} />
      <Steps
        className="checkout-steps"
        current={index}
        onChange={(next) => next < index && setStep(STEPS[next])}
        items={STEPS.map((name) => ({ title: t(`checkout.steps.${name}`) }))}
        responsive
        data-testid="checkout-steps"
      />
      {cartView.status === 'error' && cart === null ? (
        <LoadFailedResult
          title={t('checkout.failed')}
          lines={cartView.error}
          onRetry={cartView.reload}
          retryLabel={t('common.retry')}
        />
      ) : loading ? (
        <Card aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      ) : empty ? (
        <Empty description={t('cart.empty')} data-testid="checkout-empty">
          <Button type="primary" onClick={() => navigate(SHOP_PATH)}>
            {t('cart.toShop')}
          </Button>
        </Empty>
      ) : (
        <>
          <section hidden={step !== 'cart'} aria-label={t('checkout.steps.cart')} className="checkout-layout">
            <div className="checkout-lines">
              {cart?.products.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </div>
            {cart ? (
              <PriceDetails summary={cart.summary} count={cart.count}>
                <Button type="primary" block onClick={toAddress} data-testid="to-address">
                  {t('checkout.continue')}
                </Button>
              </PriceDetails>
            ) : null}
          </section>

          <CheckoutStepForm
            name="address"
            shown={step === 'address'}
            form={addressForm}
            initialValues={INITIAL_ADDRESS}
            onChange={clearError}
            onBack={() => setStep('cart')}
            next={
              <Button type="primary" onClick={toPayment} data-testid="to-payment">
                {t('checkout.deliverHere')}
              </Button>
            }
            summary={summary}
          >
            <div className="checkout-form-grid">
              <TextFields
                labels="address"
                rules={rules}
                fields={{
                  fullName: { autoComplete: 'name' },
                  phone: { autoComplete: 'tel', inputMode: 'tel' },
                  line1: { autoComplete: 'address-line1' },
                  line2: { autoComplete: 'address-line2' },
                  postcode: { autoComplete: 'postal-code' },
                  city: { autoComplete: 'address-level2' },
                  state: { autoComplete: 'address-level1' },
                }}
              />
              <Form.Item name="type" label={t('address.type')} rules={rules.type}>
                <Radio.Group
                  options={[
                    { value: 'home', label: t('address.home') },
                    { value: 'office', label: t('address.office') },
                  ]}
                />
              </Form.Item>
            </div>
          </CheckoutStepForm>

          <CheckoutStepForm
            name="payment"
            shown={step === 'payment'}
            form={paymentForm}
            initialValues={INITIAL_PAYMENT}
            onChange={clearError}
            onBack={() => setStep('address')}
            next={
              <Button type="primary" loading={placing} onClick={place} data-testid="place-order">
                {t('checkout.placeOrder')}
              </Button>
            }
            summary={summary}
          >
            <Form.Item name="method" label={t('payment.method')}>
              <Radio.Group
                options={[
                  { value: 'card', label: t('payment.card') },
                  { value: 'cod', label: t('payment.cod') },
                ]}
              />
            </Form.Item>
            {method === 'card' ? (
              <div className="checkout-form-grid">
                <TextFields
                  labels="payment"
                  rules={rules}
                  fields={{
                    cardNumber: {
                      autoComplete: 'cc-number',
                      inputMode: 'numeric',
                      placeholder: '4242 4242 4242 4242',
                    },
                    cardName: { autoComplete: 'cc-name' },
                    expiry: { autoComplete: 'cc-exp', placeholder: t('payment.expiryPlaceholder') },
                    cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
                  }}
                />
              </div>
            ) : (
              <Typography.Paragraph type="secondary">{t('payment.codHint')}</Typography.Paragraph>
            )}
          </CheckoutStepForm>
        </>
      )}
    </div>
  );
}

export default CheckoutPage;
