// The category form's pure parts: where a category may be placed, and what an update sends back.
import type { ConversationCategory } from '@live-agent/contracts';
import { parentChoices } from './components/CategoryDrawer';
import { draftOf } from './conversationCategories.types';

const category = (id: number, parentId: number | null, sortOrder: number): ConversationCategory => ({
  id,
  name: `c${id}`,
  description: '',
  color: '#000000',
  parentId,
  departmentIds: [],
  isActive: true,
  sortOrder,
});

const all = [category(1, null, 2), category(2, 1, 3), category(3, null, 0), category(4, null, 1)];

describe('parentChoices', () => {
  it('offers the top-level categories in their order, never the category itself', () => {
    expect(parentChoices(all, null).map((choice) => choice.id)).toEqual([3, 4, 1]);
    expect(parentChoices(all, all[3]).map((choice) => choice.id)).toEqual([3, 1]);
    expect(parentChoices(all, all[1]).map((choice) => choice.id)).toEqual([3, 4, 1]);
  });
});

describe('draftOf', () => {
  it('sends every writable field and nothing the server owns', () => {
    expect(draftOf({ ...all[1], sortOrder: 9 })).toEqual({
      name: 'c2',
      description: '',
      color: '#000000',
      parentId: 1,
      departmentIds: [],
      isActive: true,
    });
  });
});
