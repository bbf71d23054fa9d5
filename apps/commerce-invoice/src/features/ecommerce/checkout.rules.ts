// The checkout's field rules: the order's schemas in @live-agent/contracts, which the server checks the order with
// (docs/demo-api.md, E-commerce), so a mistake shows by its field as it is typed, in the server's words; the server's
// 422 still has the last word and lands on the same fields.
import { cardPaymentSchema, cartQtySchema, orderAddressSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function checkoutRules(rules: FormRules) {
  const address = orderAddressSchema.shape;
  const card = cardPaymentSchema.shape;
  return {
    fullName: rules.of(address.fullName),
    phone: rules.of(address.phone),
    line1: rules.of(address.line1),
    line2: rules.of(address.line2),
    postcode: rules.of(address.postcode),
    city: rules.of(address.city),
    state: rules.of(address.state),
    type: rules.of(address.type),
    cardNumber: rules.of(card.cardNumber),
    cardName: rules.of(card.cardName),
    expiry: rules.of(card.expiry),
    cvv: rules.of(card.cvv),
  };
}

/** A cart line's quantity (the body of the line's PUT). */
export const cartQtyRules = (rules: FormRules) => rules.of(cartQtySchema.shape.qty);
