import type { ConversationHistory } from './generator';
import { ConversationStore } from './store';

const emptyHistory = { conversations: [], customers: [] } as unknown as ConversationHistory;

describe('ConversationStore.onChange', () => {
  it('tells every listener after historyChanged(), until it is stopped', () => {
    const store = new ConversationStore(emptyHistory, []);
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = store.onChange(first);
    store.onChange(second);
    store.historyChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    store.historyChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
