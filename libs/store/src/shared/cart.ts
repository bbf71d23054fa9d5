// The one contract between the commerce remote and the shell's navbar cart (docs/architecture.md, State): whoever
// changes the signed-in user's cart (the shop, the checkout, the navbar's own remove) dispatches `cartChanged`
// with the server's whole answer, and every cart on screen takes it from there. An action type rather than a shared
// slice, so neither side imports the other and either works alone.
import { createAction } from '@reduxjs/toolkit';
import type { CartResponse } from '@live-agent/contracts';

export const cartChanged = createAction<CartResponse>('shared/cartChanged');
