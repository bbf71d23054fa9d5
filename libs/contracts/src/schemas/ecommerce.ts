// The order a checkout places (docs/demo-api.md, E-commerce): the address, then the payment, whose card fields
// apply only to a card.
import { ADDRESS_TYPES } from '../ecommerce';
import { cardDigits, isCardNumber, isCvv, isExpired, isExpiry, isPhone, isPostcode } from '../rules/formats';
import { choice, optionalText, ruleMessage, text, z } from '../rules/schema';

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

/** The last four digits of a card number the schema accepted. */
export const cardLast4 = (cardNumber: string): string => cardDigits(cardNumber).slice(-4);
