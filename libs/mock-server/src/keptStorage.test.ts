// The page's storage of what people changed (keptStorage.ts): the live world's journal beside the collections'
// differences, read back on the next start, and forgotten with them by "Reset demo data".
import { userOwner } from './kept';
import {
  KEPT_JOURNAL_KEY,
  forgetKeptChanges,
  readKeptChanges,
  readKeptJournal,
  saveKeptChanges,
  saveKeptJournal,
  storageKeeper,
} from './keptStorage';

const journal = {
  historyEnd: 1_700_000_000_000,
  actions: [
    {
      kind: 'close' as const,
      at: 1_700_000_060_000,
      id: 12,
      closing: { categoryIds: [2], commentId: null, closingNote: '' },
    },
  ],
};

beforeEach(() => localStorage.clear());

it('keeps the journal apart from the owners’ changes, and hands both to a keeper on the next start', () => {
  saveKeptJournal(journal);
  saveKeptChanges(userOwner(1), { agents: { rows: [{ id: '3', fullName: 'Ana' }], removed: [] } });
  expect(readKeptJournal()).toEqual(journal);
  expect(Object.keys(readKeptChanges())).toEqual(['user:1']);
  const keeper = storageKeeper();
  expect(keeper.journal?.journal).toEqual(journal);
  keeper.journal?.save(null);
  expect(localStorage.getItem(KEPT_JOURNAL_KEY)).toBeNull();
});

it('reads a damaged journal as none', () => {
  localStorage.setItem(KEPT_JOURNAL_KEY, '{not json');
  expect(readKeptJournal()).toBeNull();
});

it('forgets the journal with every change', () => {
  saveKeptJournal(journal);
  saveKeptChanges(userOwner(1), { agents: { rows: [], removed: ['4'] } });
  forgetKeptChanges();
  expect(readKeptJournal()).toBeNull();
  expect(readKeptChanges()).toEqual({});
});
