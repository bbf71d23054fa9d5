import { toFormData } from './toFormData';

const entriesOf = (form: FormData) => Array.from(form.entries());

describe('toFormData', () => {
  it('writes nested objects and arrays with bracket keys', () => {
    const form = toFormData({
      name: 'Acme',
      settings: { csatEnabled: true, routing: { method: 'load_balancing', maxChats: 3 } },
      items: [{ name: 'A' }, { name: 'B', tags: ['x', 'y'] }],
    });

    expect(entriesOf(form)).toEqual([
      ['name', 'Acme'],
      ['settings[csatEnabled]', '1'],
      ['settings[routing][method]', 'load_balancing'],
      ['settings[routing][maxChats]', '3'],
      ['items[0][name]', 'A'],
      ['items[1][name]', 'B'],
      ['items[1][tags][0]', 'x'],
      ['items[1][tags][1]', 'y'],
    ]);
  });

  it("sends booleans as '1' and '0'", () => {
    expect(entriesOf(toFormData({ on: true, off: false }))).toEqual([
      ['on', '1'],
      ['off', '0'],
    ]);
  });

  it('sends null and undefined as an empty string, keeping the key', () => {
    expect(entriesOf(toFormData({ image: null, note: undefined, nested: { parentId: null } }))).toEqual([
      ['image', ''],
      ['note', ''],
      ['nested[parentId]', ''],
    ]);
  });

  it('sends an empty array or object as an empty string', () => {
    expect(entriesOf(toFormData({ departmentIds: [], settings: {} }))).toEqual([
      ['departmentIds', ''],
      ['settings', ''],
    ]);
  });

  it('keeps files and blobs as files, also inside arrays', () => {
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const blob = new Blob(['hello'], { type: 'text/plain' });
    const form = toFormData({ image: logo, attachments: [blob] });

    const image = form.get('image');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('logo.svg');
    expect((image as File).type).toBe('image/svg+xml');
    expect(form.get('attachments[0]')).toBeInstanceOf(Blob);
    expect((form.get('attachments[0]') as Blob).size).toBe(5);
  });

  it('sends numbers as text and dates as ISO strings', () => {
    const form = toFormData({ priority: 0, ratio: 1.5, closedAt: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) });
    expect(entriesOf(form)).toEqual([
      ['priority', '0'],
      ['ratio', '1.5'],
      ['closedAt', '2024-01-02T03:04:05.000Z'],
    ]);
  });

  it('appends to a given FormData', () => {
    const form = new FormData();
    form.append('_method', 'PUT');
    expect(toFormData({ name: 'x' }, form)).toBe(form);
    expect(entriesOf(form)).toEqual([
      ['_method', 'PUT'],
      ['name', 'x'],
    ]);
  });
});
