import { checkAgainst } from '../rules/schema';
import { addTaskSchema, updateTaskSchema } from './todo';
import { failures } from '../testing/failures';

describe('task', () => {
  it('needs a title, trimmed; a due day is a real one or none', () => {
    expect(checkAgainst(addTaskSchema, { title: '  Ship it ', dueDate: '2026-03-10' })).toEqual({
      ok: true,
      value: { title: 'Ship it', dueDate: '2026-03-10' },
    });
    expect(checkAgainst(addTaskSchema, { title: 'x', dueDate: null })).toEqual({
      ok: true,
      value: { title: 'x', dueDate: '' },
    });
    for (const title of [undefined, null, '', '   ', 12])
      expect(failures(addTaskSchema, { title })).toEqual({ title: [{ key: 'titleRequired' }] });
    for (const dueDate of ['2026-02-30', 'soon', 20260310])
      expect(failures(addTaskSchema, { title: 'x', dueDate })).toEqual({ dueDate: [{ key: 'date' }] });
  });

  it('checks only the fields an update sends', () => {
    expect(checkAgainst(updateTaskSchema, {}).ok).toBe(true);
    expect(failures(updateTaskSchema, { title: '' })).toEqual({ title: [{ key: 'titleRequired' }] });
  });
});
