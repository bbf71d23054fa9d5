// The browser tab names the screen and the organisation ("Invoices · Acme Support"): every screen's heading
// (PageHeader, ScreenHeading) sets it through useDocumentTitle, with the organisation's name the shell keeps in the
// store, and follows a rename of either.
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PageHeader } from '../data-table/PageHeader';
import { ScreenHeading } from './ScreenHeading';

const organization = createSlice({
  name: 'organization',
  initialState: { name: 'Acme Support', image: '' },
  reducers: { renamed: (state, { payload }: PayloadAction<string>) => ({ ...state, name: payload }) },
});
const storeWithOrganization = () => configureStore({ reducer: { organization: organization.reducer } });

beforeEach(() => {
  document.title = 'Live Agent';
});

it('names the screen and the organisation, and follows a rename of either', () => {
  const store = storeWithOrganization();
  const { rerender } = render(
    <Provider store={store}>
      <PageHeader title="Invoices" />
    </Provider>,
  );
  expect(document.title).toBe('Invoices · Acme Support');
  act(() => {
    store.dispatch(organization.actions.renamed('Globex'));
  });
  expect(document.title).toBe('Invoices · Globex');
  rerender(
    <Provider store={store}>
      <PageHeader title="Invoice #4987" />
    </Provider>,
  );
  expect(document.title).toBe('Invoice #4987 · Globex');
});

it('is set by a screen whose heading is hidden too, and names the screen alone where no organisation is known', () => {
  render(<ScreenHeading>Email</ScreenHeading>);
  expect(document.title).toBe('Email');
});
