import { createServer, Model, type Server } from 'miragejs';
import { ResourceStore, toApiRecord } from './store';

interface Thing {
  id: number;
  name: string;
  tags: string[];
  nested: { level: number };
}

let server: Server;
let store: ResourceStore<'things'>;

beforeEach(() => {
  server = createServer({ environment: 'test', models: { thing: Model } }) as unknown as Server;
  server.db.things.insert([
    { name: 'one', tags: ['a'], nested: { level: 1 } },
    { name: 'two', tags: [], nested: { level: 2 } },
  ]);
  store = new ResourceStore<'things'>(server);
});

afterEach(() => server.shutdown());

describe('ResourceStore', () => {
  it('hands out records with numeric ids, id first', () => {
    const all = store.all<Thing>('things');
    expect(all).toEqual([
      { id: 1, name: 'one', tags: ['a'], nested: { level: 1 } },
      { id: 2, name: 'two', tags: [], nested: { level: 2 } },
    ]);
    expect(Object.keys(all[0])[0]).toBe('id');
    expect(toApiRecord({ id: '7', name: 'x' })).toEqual({ id: 7, name: 'x' });
  });

  it('finds by any id spelling toId accepts, and nothing else', () => {
    expect(store.find<Thing>('things', '2')?.name).toBe('two');
    expect(store.find<Thing>('things', 1)?.name).toBe('one');
    expect(store.find('things', 'abc')).toBeNull();
    expect(store.find('things', 0)).toBeNull();
    expect(store.find('things', 99)).toBeNull();
    expect(store.exists('things', ' 1 ')).toBe(true);
    expect(store.exists('things', 3)).toBe(false);
  });

  it('copies deeply in and out: changing what it gave or took leaves the stored record alone', () => {
    const found = store.find<Thing>('things', 1) as Thing;
    found.tags.push('changed');
    found.nested.level = 99;
    expect(store.find<Thing>('things', 1)).toEqual({ id: 1, name: 'one', tags: ['a'], nested: { level: 1 } });

    const input = { name: 'three', tags: ['x'], nested: { level: 3 } };
    const inserted = store.insert<Thing>('things', input);
    input.tags.push('later');
    inserted.nested.level = 0;
    expect(store.find<Thing>('things', inserted.id)).toEqual({
      id: 3,
      name: 'three',
      tags: ['x'],
      nested: { level: 3 },
    });

    const listed = store.all<Thing>('things');
    listed[1].tags.push('y');
    expect(store.find<Thing>('things', 2)?.tags).toEqual([]);
  });

  it('numbers new records itself, ignores a given id and never hands an id out twice', () => {
    const third = store.insert<Thing>('things', { id: 1, name: 'three', tags: [], nested: { level: 0 } });
    expect(third.id).toBe(3);
    store.remove('things', 3);
    expect(store.find('things', 3)).toBeNull();
    expect(store.insert<Thing>('things', { name: 'four', tags: [], nested: { level: 0 } }).id).toBe(4);
  });

  it('updates the given fields and returns the whole record; the id cannot change', () => {
    const updated = store.update<Thing>('things', 2, { id: 9, name: 'TWO' });
    expect(updated).toEqual({ id: 2, name: 'TWO', tags: [], nested: { level: 2 } });
    expect(store.exists('things', 9)).toBe(false);
  });
});
