// The chat feature as the store injects it on first render (withInjected) and tests run it (withFeature).
import { chatSaga } from './chat.sagas';
import { chatSliceDef, selectChatState } from './chat.slice';

export const chatFeature = {
  name: 'chat',
  slice: chatSliceDef,
  saga: chatSaga,
  selectState: selectChatState,
};
