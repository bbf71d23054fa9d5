// The checkout's field rules: the order's schemas in @live-agent/contracts, which the server checks the order with
// (docs/demo-api.md, E-commerce), so a mistake shows by its field as it is typed, in the server's words; the server's
// 422 still has the last word and lands on the same fields.
import { cardPaymentSchema, cartQtySchema, orderAddressSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function checkoutRules(rules: FormRules) {
  const address = orderAddressSchema.shape;
  return {
    ...rules.fields(address, ['fullName', 'phone', 'line1', 'line2', 'postcode', 'city', 'state', 'type']),
    ...rules.fields(cardPaymentSchema.shape, ['cardNumber', 'cardName', 'expiry', 'cvv']),
  };
}

/** A cart line's quantity (the body of the line's PUT). */
export const cartQtyRules = (rules: FormRules) => rules.of(cartQtySchema.shape.qty);
