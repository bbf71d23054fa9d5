// The invoice slice and sagas against the real Mirage routes, without a screen: the list with its figures, one
// summary for several deletes, a payment's 422 filed for its drawer and a payment that goes through.
import { toast } from '@live-agent/ui-kit';
import { signIn, withFeature } from '@live-agent/ui-kit/testing';
import { DEFAULT_LIST_PARAMS } from '@live-agent/ui-kit';
import { createTestStore, setupScreenTest } from '../../test/render';
import { invoiceDetailFeature, invoiceFeature, removeMany, submitAction } from './invoice.feature';
import { until } from '@live-agent/test-fixtures';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

async function setup() {
  await signIn('admin');
  const store = createTestStore();
  store.injectSlice(invoiceDetailFeature.slice);
  store.injectSaga(invoiceDetailFeature.name, invoiceDetailFeature.saga);
  return withFeature(store, invoiceFeature);
}

describe('invoice feature', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads a page with the figures of every matching invoice', async () => {
    const { store, state } = await setup();
    store.dispatch(invoiceFeature.actions.fetchList({ ...DEFAULT_LIST_PARAMS, filters: { status: 'Paid' } }));
    await until(() => state().status === 'ready');
    expect(state().data.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true);
    expect(state().stats).toMatchObject({ count: state().total, outstanding: 0 });
  });

  it('deletes several invoices with one summary, and says how many could not be deleted', async () => {
    const success = jest.spyOn(toast, 'success');
    const failure = jest.spyOn(toast, 'error');
    const { store, state } = await setup();
    store.dispatch(invoiceFeature.actions.fetchList(DEFAULT_LIST_PARAMS));
    await until(() => state().status === 'ready');
    store.dispatch(removeMany([4990, 4991, 1]));
    await until(() => !state().removing && state().status === 'ready');
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('2 invoices deleted.');
    expect(failure).toHaveBeenCalledWith('1 invoice could not be deleted.');
    expect(server().db.invoices).toHaveLength(35);
  });

  it('files a refused payment’s errors for its drawer; a payment that goes through reloads the invoice', async () => {
    const { store, state } = await setup();
    store.dispatch(
      submitAction({ kind: 'payment', id: 4987, values: { amount: 99_999, date: '2026-03-10', method: 'card' } }),
    );
    await until(() => !state().action.saving && state().action.fieldErrors !== null);
    expect(state().action.kind).toBe('payment');
    expect(Object.keys(state().action.fieldErrors!)).toEqual(['amount']);
    const draft = (
      server().db.invoices as unknown as Array<{ id: string; invoiceStatus: string; balanceDue: number }>
    ).filter((one) => one.invoiceStatus === 'Draft')[0];
    store.dispatch(
      submitAction({
        kind: 'payment',
        id: Number(draft.id),
        values: { amount: draft.balanceDue, date: '2026-03-10', method: 'cash' },
      }),
    );
    await until(() => state().action.done === 1);
    expect(state().action.fieldErrors).toBeNull();
    const detail = () => invoiceDetailFeature.selectState(store.getState() as Record<string, unknown>);
    await until(() => detail().status === 'ready');
    expect(detail().data?.invoice).toMatchObject({ id: Number(draft.id), invoiceStatus: 'Paid', balance: 0 });
  });
});
