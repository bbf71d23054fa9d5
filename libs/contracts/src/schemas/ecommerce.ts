// The demo store's shapes (docs/demo-api.md, E-commerce): what the server answers (strict objects, so a field the
// contract does not name fails a test), and the order a checkout places: the address, then the payment, whose card
// fields apply only to a card.
import {
  ADDRESS_TYPES,
  CART_QTY_MAX,
  CART_QTY_MIN,
  PAYMENT_METHODS,
  PRODUCT_COLORS,
  PRODUCT_SORTS,
} from '../ecommerce';
import { cardDigits, isCardNumber, isCvv, isExpired, isExpiry, isPhone, isPostcode } from '../rules/formats';
import { choice, optionalText, ruleMessage, text, z } from '../rules/schema';
import { requiredCount } from './live-agent';

const about = (description: string) => z.describe(description);

export const productSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number().check(about('In US dollars (the demo’s one currency).')),
  image: z.string().check(about('An image URL (a data: URL in the demo).')),
  hasFreeShipping: z.boolean(),
  rating: z.number().check(about('1–5.')),
  inStock: z.boolean().check(about('Whether it can be ordered now (the detail page’s availability).')),
});

export const listedProductSchema = z.extend(productSchema, { isInWishlist: z.boolean(), isInCart: z.boolean() });
export const productDetailSchema = z.extend(listedProductSchema, { colorOptions: z.array(z.enum(PRODUCT_COLORS)) });
export const wishlistItemSchema = z.strictObject({ id: z.number(), productId: z.number() });
export const cartItemSchema = z.strictObject({ id: z.number(), productId: z.number(), qty: z.number() });
/** The body of `PUT /apps/ecommerce/cart/:productId`: the line's quantity (its text too, as a field holds it). */
export const cartQtySchema = z.object({ qty: requiredCount(CART_QTY_MIN, CART_QTY_MAX) });
export const productFacetSchema = z.strictObject({
  name: z.string(),
  count: z.number().check(about('Products of this value in the whole catalogue.')),
});

/** The query of `GET /apps/ecommerce/products`; lists are repeated keys. */
export const productListQuery = z.object({
  q: z.optional(z.string()),
  sortBy: z.optional(z.enum(PRODUCT_SORTS)),
  perPage: z.optional(z.number()),
  page: z.optional(z.number()),
  priceMin: z.optional(z.number()),
  priceMax: z.optional(z.number()),
  category: z.optional(z.array(z.string()).check(about('Repeated key.'))),
  brand: z.optional(z.array(z.string()).check(about('Repeated key.'))),
  rating: z.optional(z.number().check(about('Minimum rating, 1–5.'))),
});

export const productListResponseSchema = z.strictObject({
  products: z.array(listedProductSchema),
  total: z.number().check(about('Products matching the filters, before paging.')),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
  facets: z
    .strictObject({
      categories: z.array(productFacetSchema),
      brands: z.array(productFacetSchema),
      price: z.strictObject({ min: z.number(), max: z.number() }),
    })
    .check(about('What the filter sidebar offers.')),
});

export const productDetailResponseSchema = z.strictObject({
  product: productDetailSchema,
  related: z.array(listedProductSchema),
});

export const wishlistResponseSchema = z.strictObject({ products: z.array(listedProductSchema) });

export const cartProductSchema = z.extend(listedProductSchema, {
  qty: z.number(),
  shippingDate: z.string().check(about('ISO date: when this line would arrive.')),
  offers: z.number().check(about('1–4.')),
  discountPercentage: z.number().check(about('3–20.')),
});

export const cartSummarySchema = z.strictObject({
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
});

export const cartResponseSchema = z.strictObject({
  products: z.array(cartProductSchema),
  count: z
    .number()
    .check(about('Items in the cart (the lines’ quantities added up): the user’s `extras.eCommerceCartItemsCount`.')),
  summary: cartSummarySchema,
});

export const orderAddressSchema = z.object({
  fullName: text({ max: 80 }),
  phone: text({ max: 20, lengthKey: 'phone', format: { test: isPhone, key: 'phone' } }),
  line1: text({ max: 120 }),
  line2: optionalText({ max: 120 }),
  postcode: text({ max: 10, lengthKey: 'postcode', format: { test: isPostcode, key: 'postcode' } }),
  city: text({ max: 60 }),
  state: text({ max: 60 }),
  type: choice(ADDRESS_TYPES),
});

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: text({ max: 23, lengthKey: 'cardNumber', format: { test: isCardNumber, key: 'cardNumber' } }),
  cardName: text({ max: 80 }),
  // A card is good until the end of its month, by the real clock (as the tokens' lifetimes are).
  expiry: text({
    max: 5,
    lengthKey: 'expiryFormat',
    format: { test: isExpiry, key: 'expiryFormat' },
    then: [{ test: (value) => !isExpired(value), key: 'expiryPast' }],
  }),
  cvv: text({ max: 4, lengthKey: 'cvv', format: { test: isCvv, key: 'cvv' } }),
});

const cashPaymentSchema = z.object({ method: z.literal('cod') });

export const orderPaymentSchema = z.discriminatedUnion('method', [cardPaymentSchema, cashPaymentSchema], {
  error: (issue) => {
    const method = (issue.input as { method?: unknown } | undefined)?.method;
    return ruleMessage(method === undefined || method === null || method === '' ? 'required' : 'choice');
  },
});

export const orderInputSchema = z.object({ address: orderAddressSchema, payment: orderPaymentSchema });

/** An order as placed: where it goes, as the server stored it (trimmed). */
export const orderSchema = z.strictObject({
  id: z.number(),
  number: z.string(),
  placedAt: z.string(),
  deliveryBy: z.string().check(about('ISO date of the latest line’s shipping date.')),
  items: z.number(),
  summary: cartSummarySchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  cardLast4: z.nullable(z.string()).check(about('Card only: the last four digits.')),
  address: z.strictObject({
    fullName: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string(),
    postcode: z.string(),
    city: z.string(),
    state: z.string(),
    type: z.enum(ADDRESS_TYPES),
  }),
});

export const orderResponseSchema = z.strictObject({ order: orderSchema, cart: cartResponseSchema });

/** A line of a placed order: the product as it was when ordered (a later change of the catalogue leaves it). */
export const orderLineSchema = z.strictObject({
  productId: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  image: z.string(),
  price: z.number().check(about('The unit price when ordered.')),
  discountPercentage: z.number(),
  qty: z.number(),
});

/** One placed order with its lines (the order history's detail). */
export const orderDetailSchema = z.extend(orderSchema, { lines: z.array(orderLineSchema) });

export const orderListResponseSchema = z.strictObject({
  orders: z.array(orderSchema).check(about('The signed-in user’s orders, newest first.')),
  total: z.number().check(about('Orders the user placed, before paging.')),
});

export const orderDetailResponseSchema = z.strictObject({ order: orderDetailSchema });

/** The last four digits of a card number the schema accepted. */
export const cardLast4 = (cardNumber: string): string => cardDigits(cardNumber).slice(-4);
