// The invoice preview with real antd against the real Mirage routes: the document, Not Found for an unknown id,
// the payment drawer refusing more than the balance and then paying it off, and the send drawer's checks.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { authorised } from '@live-agent/ui-kit/testing';
import { renderRoute } from '../../test/render';
import { money, setupInvoiceScreenTest } from './invoice.testing';

jest.setTimeout(60_000);

const { server, seeded } = setupInvoiceScreenTest();

const drawer = (id: string) => screen.getByTestId(id);

/** Opens a drawer by its button, once the invoice is in (the button waits for it; the drawer's title is its text too). */
async function openDrawer(name: string) {
  const button = (await screen.findByText(name, { selector: 'button span' })).closest('button')!;
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('Invoice preview', () => {
  it('shows the invoice as a document: client, lines, totals and payment details', async () => {
    const invoice = seeded().find((one) => one.id === 4987)!;
    await renderRoute('/apps/invoice/preview/4987');
    expect(await screen.findByText('Invoice #4987', { selector: 'h4' })).toBeInTheDocument();
    const document = screen.getByRole('article', { name: 'Invoice 4987' });
    expect(within(document).getByText(invoice.client.name)).toBeInTheDocument();
    expect(within(document).getByText(invoice.items[0].name)).toBeInTheDocument();
    expect(within(document).getByTestId('total-total')).toHaveTextContent(money(invoice.total));
    expect(within(document).getByText('Payment details')).toBeInTheDocument();
    expect(within(document).getByText('American Bank')).toBeInTheDocument();
  });

  it('is issued by the organisation, its name and logo read from the API, and saves as PDF through the print dialog', async () => {
    const [organization] = server().db.organizations as unknown as Array<{ id: string }>;
    server().db.organizations.update(organization.id, { name: 'Globex Ltd' });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderRoute('/apps/invoice/preview/4987');
    const document = await screen.findByRole('article', { name: 'Invoice 4987' });
    const issuer = await within(document).findByRole('group', { name: 'Issued by' });
    expect(await within(issuer).findByText('Globex Ltd')).toBeInTheDocument();
    expect(issuer.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
    expect(within(document).queryByText(/Brooklyn/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Download PDF/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Save as PDF…/ }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('follows a change of the organisation made through the API: the next document shows its new name and logo', async () => {
    const [seededIssuer] = server().db.organizations as unknown as Array<{ name: string; image: string }>;
    const newest = Math.max(...seeded().map((one) => one.id));
    await renderRoute(`/apps/invoice/preview/${newest}`);
    const issuerOf = async () =>
      within(await screen.findByRole('article', { name: `Invoice ${newest}` })).findByRole('group', {
        name: 'Issued by',
      });
    expect(await within(await issuerOf()).findByText(seededIssuer.name)).toBeInTheDocument();
    expect((await issuerOf()).querySelector('img')).toHaveAttribute('src', seededIssuer.image);

    // Renamed with a new logo, as General Settings saves it (PUT /organization, docs/demo-api.md, Organization).
    const square = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
    const logo = `data:image/svg+xml,${encodeURIComponent(square)}`;
    await axios.put('/api/v1/organization', { name: 'Globex Ltd', image: logo }, authorised());

    // Back to the list and to the invoice again, within the minute the slice keeps an answer nobody shows.
    fireEvent.click(await screen.findByRole('button', { name: /Back to invoices/ }));
    fireEvent.click(await screen.findByRole('link', { name: `#${newest}` }));
    const issuer = await issuerOf();
    expect(await within(issuer).findByText('Globex Ltd')).toBeInTheDocument();
    expect(within(issuer).queryByText(seededIssuer.name)).toBeNull();
    expect(issuer.querySelector('img')).toHaveAttribute('src', logo);
  });

  it('shows Not Found for an unknown id', async () => {
    await renderRoute('/apps/invoice/preview/123');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('refuses a payment above the balance, then records one that pays it off', async () => {
    const partial = seeded().find((one) => one.invoiceStatus === 'Partial Payment')!;
    await renderRoute(`/apps/invoice/preview/${partial.id}`);
    await openDrawer('Add payment');
    await waitFor(() =>
      expect(within(drawer('payment-drawer')).getByTestId('payment-balance')).toHaveTextContent(
        money(partial.balanceDue),
      ),
    );
    const amount = within(drawer('payment-drawer')).getByLabelText('Payment amount');
    // An over-precise or negative amount stays as typed, refused by the field in the server's words.
    for (const typed of ['10.999', '-5']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.blur(amount);
      expect(
        await within(drawer('payment-drawer')).findByText('Enter an amount from 0.01 to 1000000.'),
      ).toBeInTheDocument();
      expect(amount).toHaveValue(typed);
    }
    fireEvent.change(amount, { target: { value: String(partial.balanceDue + 100) } });
    fireEvent.click(within(drawer('payment-drawer')).getByText('Save'));
    // In the server's words: the balance as the API writes money.
    expect(
      await within(drawer('payment-drawer')).findByText(
        `The payment cannot be more than the balance of ${partial.balanceDue.toFixed(2)}.`,
      ),
    ).toBeInTheDocument();
    expect(seeded().find((one) => one.id === partial.id)!.balanceDue).toBe(partial.balanceDue);

    fireEvent.change(amount, { target: { value: String(partial.balanceDue) } });
    fireEvent.click(within(drawer('payment-drawer')).getByText('Save'));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-balance')).toHaveTextContent(money(0)));
    expect(screen.getByRole('article').querySelector('[data-status="Paid"]')).not.toBeNull();
    expect(seeded().find((one) => one.id === partial.id)).toMatchObject({ balanceDue: 0, invoiceStatus: 'Paid' });
    expect(screen.getByText('Add payment', { selector: 'button span' }).closest('button')).toBeDisabled();
  });

  it('keeps an impossible payment day as typed with its message; Enter confirms a day and never records the payment', async () => {
    const user = userEvent.setup();
    const partial = seeded().find((one) => one.invoiceStatus === 'Partial Payment')!;
    const paymentsBefore = partial.payments.length;
    await renderRoute(`/apps/invoice/preview/${partial.id}`);
    await openDrawer('Add payment');
    const day = await within(drawer('payment-drawer')).findByLabelText('Payment date');
    await user.click(day);
    await user.clear(day);
    await user.type(day, '02/31/2026{Enter}');
    expect(await within(drawer('payment-drawer')).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(day).toHaveValue('02/31/2026');
    fireEvent.click(within(drawer('payment-drawer')).getByText('Save'));
    expect(await within(drawer('payment-drawer')).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(day).toHaveValue('02/31/2026');

    await user.clear(day);
    await user.type(day, '03/02/2026{Enter}');
    expect(day).toHaveValue('03/02/2026');
    await waitFor(() => expect(within(drawer('payment-drawer')).queryByText('Enter a valid date.')).toBeNull());
    expect(seeded().find((one) => one.id === partial.id)!.payments).toHaveLength(paymentsBefore);
    fireEvent.click(within(drawer('payment-drawer')).getByText('Save'));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(
      seeded()
        .find((one) => one.id === partial.id)!
        .payments.at(-1),
    ).toMatchObject({ date: '2026-03-02' });
  });

  it('sends a draft: the fields are checked, then it is marked Sent', async () => {
    const draft = seeded().find((one) => one.invoiceStatus === 'Draft')!;
    await renderRoute(`/apps/invoice/preview/${draft.id}`);
    await openDrawer('Send invoice');
    const to = await within(drawer('send-drawer')).findByLabelText('To');
    await waitFor(() => expect(to).toHaveValue(draft.client.companyEmail));
    fireEvent.change(to, { target: { value: 'not an e-mail' } });
    fireEvent.change(within(drawer('send-drawer')).getByLabelText('Subject'), { target: { value: '   ' } });
    fireEvent.click(within(drawer('send-drawer')).getByText('Save'));
    expect(await within(drawer('send-drawer')).findByText('This field is required.')).toBeInTheDocument();
    expect(seeded().find((one) => one.id === draft.id)!.invoiceStatus).toBe('Draft');
    fireEvent.change(to, { target: { value: 'ana@costa.test' } });
    fireEvent.change(within(drawer('send-drawer')).getByLabelText('Subject'), { target: { value: 'Your invoice' } });
    fireEvent.click(within(drawer('send-drawer')).getByText('Save'));
    expect(await screen.findByText('Invoice sent.')).toBeInTheDocument();
    await waitFor(() => expect(seeded().find((one) => one.id === draft.id)!.invoiceStatus).toBe('Sent'));
  });
});
