// The feature's own sagas beyond the CRUD factory: the lookups (with the organisation's name optional) and
// the all-or-nothing import, run with a fake API client.
import type { AnyAction } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import type { ConversationTemplateInput } from '@live-agent/contracts';
import { initTestI18n } from '../../test/render';
import {
  fetchLookupsSaga,
  importActions,
  importSaga,
  importSlice,
  lookupsActions,
  rowErrorsOf,
  templatesFeature,
} from './conversationTemplates.feature';

beforeAll(async () => {
  await initTestI18n();
});

async function run(saga: Saga, client: object, ...args: unknown[]) {
  const dispatched: AnyAction[] = [];
  await runSaga(
    {
      dispatch: (action: AnyAction) => dispatched.push(action),
      getState: () => ({}),
      context: { api: client, apiBase: '' },
    },
    saga,
    ...args,
  ).toPromise();
  return dispatched;
}

const refusal = (data: object) =>
  Object.assign(new Error('Request failed with status code 422'), {
    isAxiosError: true,
    response: { status: 422, data },
  });

const row: ConversationTemplateInput = {
  title: 'Hi',
  shortcut: 'hi',
  body: 'Hello',
  scope: 'global',
  departmentId: null,
  categoryId: null,
  isActive: true,
};

describe('lookups saga', () => {
  it('loads departments and categories, and does without the organisation when it cannot be read', async () => {
    const get = jest.fn(async (url: string) => {
      if (url.endsWith('/departments/all'))
        return { data: [{ id: 1, name: 'Sales', description: 'x', isEnabled: true }] };
      if (url.endsWith('/conversation-categories/all'))
        return { data: [{ id: 2, name: 'Pricing', color: '#a29bf6', isActive: true, sortOrder: 0 }] };
      throw new Error('offline');
    });
    const dispatched = await run(fetchLookupsSaga, { get });
    expect(dispatched).toEqual([
      lookupsActions.lookupsLoaded({
        departments: [{ id: 1, name: 'Sales' }],
        categories: [{ id: 2, name: 'Pricing', color: '#a29bf6', isActive: true }],
        organizationName: null,
      }),
    ]);
  });

  it('marks the lookups failed when departments cannot be loaded', async () => {
    const get = jest.fn(async () => {
      throw new Error('offline');
    });
    expect(await run(fetchLookupsSaga, { get })).toEqual([lookupsActions.lookupsFailed()]);
  });
});

describe('import saga', () => {
  it('sends every row at once and reloads the list after success', async () => {
    const post = jest.fn(async () => ({ data: { data: [{ id: 31 }, { id: 32 }], total: 2 } }));
    const dispatched = await run(
      importSaga,
      { post },
      importActions.importTemplates({ rows: [row, { ...row, shortcut: 'hi2' }] }),
    );
    expect(post).toHaveBeenCalledWith(
      '/api/v1/conversation-templates/import',
      { rows: [row, { ...row, shortcut: 'hi2' }] },
      expect.anything(),
    );
    expect(dispatched).toEqual([
      importActions.importSucceeded(2),
      templatesFeature.actions.fetchList(undefined),
      templatesFeature.actions.fetchAll(),
    ]);
  });

  it('keeps the server’s row errors and summary of a refused import, with CSV column names', async () => {
    const post = jest.fn(async () => {
      throw refusal({
        message: 'The given data was invalid.',
        errors: { rows: ['1 row has errors. Nothing was imported.'] },
        rowErrors: [
          { row: 2, field: 'shortcut', message: 'This shortcut is already in use.' },
          { row: 2, field: 'departmentId', message: 'This field is required.' },
        ],
      });
    });
    const dispatched = await run(importSaga, { post }, importActions.importTemplates({ rows: [row] }));
    expect(dispatched).toEqual([
      importActions.importFailed({
        message: '1 row has errors. Nothing was imported.',
        rowErrors: [
          { row: 2, field: 'shortcut', message: 'This shortcut is already in use.' },
          { row: 2, field: 'department', message: 'This field is required.' },
        ],
      }),
    ]);
  });
});

describe('import state', () => {
  it('clears the last refusal when a new import starts and resets on demand', () => {
    let state = importSlice.reducer(
      undefined,
      importActions.importFailed({ message: 'No', rowErrors: [{ row: 1, field: 'title', message: 'x' }] }),
    );
    state = importSlice.reducer(state, importActions.importTemplates({ rows: [row] }));
    expect(state).toEqual({ status: 'importing', message: null, rowErrors: [], imported: 0 });
    expect(importSlice.reducer(state, importActions.resetImport())).toEqual(importSlice.getInitialState());
  });

  it('turns field errors without rows into file-level report lines', () => {
    expect(rowErrorsOf({ errors: { rows: ['The file contains no rows.'] } })).toEqual([
      { row: 0, field: '', message: 'The file contains no rows.' },
    ]);
    expect(rowErrorsOf(undefined)).toEqual([]);
  });
});
