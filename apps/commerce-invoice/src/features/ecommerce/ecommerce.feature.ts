// The `ecommerce` feature as one injectable unit: its slice, its sagas bound to this remote's feedback, and the
// selectors the screens read (they fall back to the initial state until the area is injected).
import { commerceFeedback } from '../../feedback';
import { createEcommerceSaga, selectEcommerceState } from './ecommerce.sagas';
import { ecommerceActions, ecommerceSlice } from './ecommerce.slice';

export const ecommerceFeature = {
  name: 'ecommerce',
  slice: ecommerceSlice,
  saga: createEcommerceSaga(commerceFeedback),
  actions: ecommerceActions,
  selectState: selectEcommerceState,
};

export { ecommerceActions, selectEcommerceState };
