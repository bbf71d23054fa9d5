// The invoice list with real antd against the real Mirage routes: figures of what is listed, status and search
// kept in the URL, paging and sort from the URL, the status mark's tooltip, delete one, delete several with one
// summary, and the CSV export of the filtered rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { captureDownloads, openSelect, pickOption, readBlob, signIn } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { createTestStore, renderRoute } from '../../test/render';
import { money, setupInvoiceScreenTest } from './invoice.testing';

jest.setTimeout(60_000);

const { server, seeded } = setupInvoiceScreenTest();

const newestFirst = () => seeded().sort((a, b) => b.id - a.id);
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
const shownIds = () => rows().map((row) => Number(row.querySelector('.la-invoice-id')?.textContent?.replace('#', '')));
const location = () => screen.getByTestId('location').textContent;

describe('Invoice list', () => {
  it('shows the figures and the first 10, newest first, with status, client, total and balance', async () => {
    await renderRoute('/apps/invoice/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const all = newestFirst();
    expect(shownIds()).toEqual(all.slice(0, 10).map((invoice) => invoice.id));
    await waitFor(() => expect(screen.getByTestId('invoice-stat-count-value')).toHaveTextContent('37'));
    expect(screen.getByTestId('invoice-stat-total-value')).toHaveTextContent(
      money(all.reduce((sum, invoice) => sum + invoice.total, 0)),
    );
    expect(screen.getByTestId('invoice-stat-outstanding-value')).toHaveTextContent(
      money(all.reduce((sum, invoice) => sum + invoice.balanceDue, 0)),
    );
    const first = rows()[0];
    expect(within(first).getByText(all[0].client.name)).toBeInTheDocument();
    expect(within(first).getAllByText(money(all[0].total)).length).toBeGreaterThan(0);
    // The mark says its status aloud, takes focus, and its tooltip tells the balance and due date.
    const mark = within(first).getByRole('img', { name: new RegExp(`Status of invoice ${all[0].id}`) });
    fireEvent.focus(mark);
    expect(
      await screen.findByText(new RegExp(`Balance ${money(all[0].balanceDue).replace('$', '\\$')}`)),
    ).toBeInTheDocument();
  });

  it('filters by status and searches, keeps both in the URL, and the figures follow', async () => {
    await renderRoute('/apps/invoice/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    openSelect('Status');
    await pickOption('Past due');
    await waitFor(() => expect(location()).toBe('/apps/invoice/list?status=Past+Due'));
    const pastDue = newestFirst().filter((invoice) => invoice.invoiceStatus === 'Past Due');
    await waitFor(() => expect(shownIds()).toEqual(pastDue.map((invoice) => invoice.id)));
    await waitFor(() =>
      expect(screen.getByTestId('invoice-stat-count-value')).toHaveTextContent(String(pastDue.length)),
    );

    const target = pastDue[0];
    fireEvent.change(screen.getByLabelText('Search id, client, e-mail or service'), {
      target: { value: String(target.id) },
    });
    await waitFor(() => expect(shownIds()).toEqual([target.id]));
    expect(location()).toBe(`/apps/invoice/list?status=Past+Due&q=${target.id}`);
  });

  it('opens on the view the URL names: page 2 sorted by total, descending', async () => {
    await renderRoute('/apps/invoice/list?page=2&sort=-total');
    const byTotal = seeded().sort((a, b) => b.total - a.total || a.id - b.id);
    await waitFor(() => expect(shownIds()).toEqual(byTotal.slice(10, 20).map((invoice) => invoice.id)));
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('11–20 of 37');
  });

  it('deletes several invoices after one confirmation, with one summary', async () => {
    await renderRoute('/apps/invoice/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [a, b] = shownIds();
    fireEvent.click(rows()[0].querySelector('input[type="checkbox"]')!);
    fireEvent.click(rows()[1].querySelector('input[type="checkbox"]')!);
    fireEvent.click(await screen.findByText('Delete selected'));
    fireEvent.click(await within(document.querySelector('.ant-popover')! as HTMLElement).findByText('Delete'));
    expect(await screen.findByText('2 invoices deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Invoice deleted.')).not.toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(a));
    expect(seeded().map((invoice) => invoice.id)).not.toContain(b);
    expect(seeded()).toHaveLength(35);
  });

  it('says in one summary how many could not be deleted, and shows what is left', async () => {
    await renderRoute('/apps/invoice/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [a, b] = shownIds();
    fireEvent.click(rows()[0].querySelector('input[type="checkbox"]')!);
    fireEvent.click(rows()[1].querySelector('input[type="checkbox"]')!);
    // Gone from the server meanwhile (another tab): its delete answers 404.
    server().db.invoices.remove(String(b));
    fireEvent.click(await screen.findByText('Delete selected'));
    fireEvent.click(await within(document.querySelector('.ant-popover')! as HTMLElement).findByText('Delete'));
    expect(await screen.findByText('1 invoice deleted.')).toBeInTheDocument();
    expect(await screen.findByText('1 invoice could not be deleted.')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(a));
    expect(shownIds()).not.toContain(b);
    expect(seeded()).toHaveLength(35);
  });

  it('is asked for by its route as the URL opens: the list then asks nothing more', async () => {
    await signIn('admin');
    const store = createTestStore();
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb, _path, request) => {
      asked.push(decodeURIComponent((request as unknown as { url: string }).url));
    };
    const url = '/apps/invoice/list?status=Sent&sort=-total&perPage=25';
    const [{ route }] = matchRoutes(routes, '/apps/invoice/list')! as Array<{ route: RemoteRoute }>;
    for (const action of route.handle!.prefetch!({ params: {}, search: new URLSearchParams(url.split('?')[1]) }))
      store.dispatch(action as never);
    const lists = () => asked.filter((one) => one.startsWith('/apps/invoice/invoices'));
    await waitFor(() => expect(lists()).toHaveLength(1));
    await renderRoute(url, { store });
    const sent = seeded().filter((invoice) => invoice.invoiceStatus === 'Sent');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, sent.length)));
    expect(lists()).toHaveLength(1);
  });

  it('exports every row the status matches as CSV', async () => {
    const downloads = captureDownloads();
    await renderRoute('/apps/invoice/list?status=Sent');
    const sent = newestFirst().filter((invoice) => invoice.invoiceStatus === 'Sent');
    await waitFor(() => expect(shownIds()).toEqual(sent.slice(0, 10).map((invoice) => invoice.id)));
    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe('invoices.csv');
    const lines = (await readBlob(downloads.blobs[0])).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Invoice');
    expect(lines).toHaveLength(sent.length + 1);
    expect(lines[1]).toContain(String(sent[0].id));
    expect(lines.slice(1).every((line) => line.includes('Sent'))).toBe(true);
  });
});
