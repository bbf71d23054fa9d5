// The add and edit forms with real antd against the real Mirage routes: totals as the user types, every hostile
// text through the client's name, the server's 422 under its field, lines added and reordered, a good save that
// leads to the preview, the edit of an invoice and Not Found for an unknown one.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { Response } from 'miragejs';
import {
  buttonNamed,
  countWrites,
  typeBadTextsIntoForm,
  blankOrTooLong,
  itChecksBadTextField,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { act } from '@testing-library/react';
import { clearSession, keepDraftsOfEndingSession } from '@live-agent/auth';
import { settled } from '@live-agent/test-fixtures';
import { clientRules, invoiceRules } from './invoice.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import { money, setupInvoiceScreenTest, type StoredInvoice } from './invoice.testing';

jest.setTimeout(90_000);

const { server, seeded } = setupInvoiceScreenTest();

const form = () => screen.getByTestId('invoice-form');
const lines = () => within(form()).getAllByTestId('invoice-line');
const location = () => screen.getByTestId('location').textContent;

const type = (label: string | RegExp, value: string, root: HTMLElement = form()) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

async function openAdd() {
  await renderRoute('/apps/invoice/add');
  return screen.findByTestId('invoice-form');
}

/** The add form with its client (`name`, `email`) and its first line's item filled in: all a save needs but figures. */
async function openAddFor(name: string, email: string, item: string) {
  await openAdd();
  type('Name', name);
  type('Company e-mail', email);
  type('Item', item);
}

describe('Invoice add and edit', () => {
  it('keeps a new invoice being written when the session ends, dates and lines too, and offers it back', async () => {
    await openAdd();
    type('Name', 'Ada Lovelace');
    fireEvent.change(within(lines()[0]).getByLabelText('Cost 1'), { target: { value: '120' } });
    const issued = (within(form()).getByLabelText('Date issued') as HTMLInputElement).value;
    act(() => keepDraftsOfEndingSession());
    clearSession();
    cleanup();

    await openAdd();
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    expect(within(lines()[0]).getByLabelText('Cost 1')).toHaveValue('120');
    expect(within(form()).getByLabelText('Date issued')).toHaveValue(issued);
    expect(screen.queryByTestId('kept-draft')).toBeNull();
  });

  it('recomputes the line amounts and the totals as the user types, in their currency format', async () => {
    await openAdd();
    const [line] = lines();
    fireEvent.change(within(line).getByLabelText('Cost 1'), { target: { value: '100' } });
    fireEvent.change(within(line).getByLabelText('Quantity 1'), { target: { value: '3' } });
    await waitFor(() => expect(within(line).getByTestId('line-amount')).toHaveTextContent(money(300)));
    expect(screen.getByTestId('form-subtotal')).toHaveTextContent(money(300));
    type('Discount %', '10');
    type('Tax %', '20');
    await waitFor(() => expect(screen.getByTestId('form-total')).toHaveTextContent(money(324)));
    expect(screen.getByTestId('form-discount')).toHaveTextContent(money(30));
    expect(screen.getByTestId('form-tax')).toHaveTextContent(money(54));

    fireEvent.click(screen.getByText('Add line'));
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.change(within(lines()[1]).getByLabelText('Cost 2'), { target: { value: '50.5' } });
    await waitFor(() => expect(screen.getByTestId('form-subtotal')).toHaveTextContent(money(350.5)));
    fireEvent.click(screen.getByLabelText('Remove line 1'));
    await waitFor(() => expect(screen.getByTestId('form-subtotal')).toHaveTextContent(money(50.5)));
  });

  it('renders only the new line when a line is added, and only the typed line when a figure is typed, however long the invoice', async () => {
    // Each line is its own memoised component (InvoiceForm.tsx): the whole form rendering again with every key and
    // every added line is what made a long invoice slow. Counted as the fields each render asks antd for, which does
    // not depend on the machine's speed (the bench times it: docs/bench.md).
    const item = jest.spyOn(Form, 'Item');
    try {
      await openAdd();
      for (let count = 1; count < 20; count += 1) fireEvent.click(screen.getByText('Add line'));
      await waitFor(() => expect(lines()).toHaveLength(20));
      const linesRendered = () =>
        new Set(
          item.mock.calls
            .map(([props]) => (props as { name?: unknown }).name)
            .filter((name): name is [number, string] => Array.isArray(name) && typeof name[0] === 'number')
            .map(([line]) => line),
        );

      // Each change is made and rendered inside one synchronous act(), with React's queue flushed first: what renders
      // then is the change's own work, not an answer or a string that happened to land in the same moment.
      const renderedBy = async (change: () => void) => {
        await act(async () => settled());
        item.mockClear();
        act(change);
        return [...linesRendered()].sort((a, b) => a - b);
      };

      // The new line's fields alone: the line before it, no longer the last, renders only its "Move down", which
      // comes on.
      expect(screen.getByLabelText('Move line 20 down')).toBeDisabled();
      expect(await renderedBy(() => fireEvent.click(screen.getByText('Add line')))).toEqual([20]);
      expect(lines()).toHaveLength(21);
      expect(screen.getByLabelText('Move line 20 down')).toBeEnabled();
      // Nothing but lines beside a line: an added line then restyles only itself in the browser (InvoiceForm.tsx).
      expect([...lines()[0].parentElement!.children]).toEqual(lines());

      const typed = await renderedBy(() => {
        fireEvent.change(within(lines()[9]).getByLabelText('Cost 10'), { target: { value: '12.5' } });
        fireEvent.change(within(lines()[9]).getByLabelText('Quantity 10'), { target: { value: '2' } });
      });
      await waitFor(() => expect(screen.getByTestId('form-subtotal')).toHaveTextContent(money(25)));
      expect(typed.filter((line) => line !== 9)).toEqual([]);
    } finally {
      item.mockRestore();
    }
  });

  it('refuses bad input by the fields and keeps it', async () => {
    await openAdd();
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect((await within(form()).findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);
    expect(seeded()).toHaveLength(37);

    // Pick a client from the clients call: their details fill the fields.
    const pick = form().querySelector<HTMLElement>('input[aria-label="Pick a client"]')!;
    fireEvent.mouseDown(pick.closest('.ant-select')!.querySelector('.ant-select-selector') ?? pick);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(option);
    const client = seeded().sort((a, b) => a.id - b.id)[0].client;
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveValue(client.name));
    expect(within(form()).getByLabelText('Company e-mail')).toHaveValue(client.companyEmail);

    // Lines: two, reordered with the buttons.
    type('Item', 'Design');
    fireEvent.change(within(lines()[0]).getByLabelText('Cost 1'), { target: { value: '200' } });
    fireEvent.click(screen.getByText('Add line'));
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.change(within(lines()[1]).getAllByLabelText('Item')[0], { target: { value: 'Hosting' } });
    fireEvent.change(within(lines()[1]).getByLabelText('Cost 2'), { target: { value: '40' } });
    fireEvent.click(screen.getByLabelText('Move line 2 up'));
    await waitFor(() => expect(within(lines()[0]).getAllByLabelText('Item')[0]).toHaveValue('Hosting'));

    // A due date before the issue date is refused by the field.
    const due = within(form()).getByLabelText('Due date');
    fireEvent.mouseDown(due);
    fireEvent.change(due, { target: { value: '01/01/2000' } });
    fireEvent.keyDown(due, { key: 'Enter', code: 'Enter' });
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await within(form()).findByText('The due date cannot be before the issue date.')).toBeInTheDocument();
    expect(within(form()).getAllByLabelText('Item')[0]).toHaveValue('Hosting');
    expect(seeded()).toHaveLength(37);
  });

  it('keeps out-of-range and over-precise figures as typed, refuses them by the field in the server’s words, and saves exactly what it shows', async () => {
    await openAddFor('Exact Figures', 'exact@figures.test', 'Audit');
    const cost = within(lines()[0]).getByLabelText('Cost 1');
    const quantity = within(lines()[0]).getByLabelText('Quantity 1');
    const enter = async (field: HTMLElement, value: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
      await waitFor(() => expect(field).toHaveValue(value));
    };
    const amountRefused = 'Enter an amount from 0 to 1000000.';
    const wholeRefused = 'Enter a whole number from 1 to 10000.';

    for (const typed of ['-50', '999,999,999,999', '1e9', '10.999']) {
      await enter(cost, typed);
      expect(await within(lines()[0]).findByText(amountRefused)).toBeInTheDocument();
    }
    for (const typed of ['-3', '2.5', '99999']) {
      await enter(quantity, typed);
      expect(await within(lines()[0]).findByText(wholeRefused)).toBeInTheDocument();
    }
    fireEvent.click(buttonNamed(form(), 'Save')!);
    await waitFor(() => expect(cost).toHaveValue('10.999'));
    expect(quantity).toHaveValue('99999');
    expect(seeded()).toHaveLength(37);

    await enter(cost, '10.99');
    await enter(quantity, '3');
    type('Discount %', '150');
    expect(await within(form()).findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Discount %')).toHaveValue('150');
    type('Discount %', '0');
    // Each field is checked again on its own, so both messages are waited for.
    await waitFor(() => {
      expect(within(form()).queryByText(amountRefused)).toBeNull();
      expect(within(form()).queryByText(wholeRefused)).toBeNull();
    });
    expect(within(lines()[0]).getByTestId('line-amount')).toHaveTextContent(money(32.97));
    expect(screen.getByTestId('form-total')).toHaveTextContent(money(32.97));
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await screen.findByText('Invoice created.')).toBeInTheDocument();
    const saved = seeded().find((invoice) => invoice.client.companyEmail === 'exact@figures.test')!;
    expect(saved.items).toEqual([expect.objectContaining({ cost: 10.99, quantity: 3 })]);
    expect(saved.total).toBe(32.97);
  });

  it('reads a figure typed up to its decimal point as the whole number, by the line and when saved', async () => {
    await openAddFor('Point Typed', 'point@typed.test', 'Audit');
    const cost = within(lines()[0]).getByLabelText('Cost 1');
    fireEvent.change(cost, { target: { value: '1234.' } });
    fireEvent.blur(cost);
    await waitFor(() => expect(within(lines()[0]).getByTestId('line-amount')).toHaveTextContent(money(1234)));
    expect(cost).toHaveValue('1234.');
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await screen.findByText('Invoice created.')).toBeInTheDocument();
    const saved = seeded().find((invoice) => invoice.client.companyEmail === 'point@typed.test')!;
    expect(saved.items).toEqual([expect.objectContaining({ cost: 1234, quantity: 1 })]);
  });

  it('confirms a typed date with Enter without saving the form, and keeps an impossible date as typed with its message', async () => {
    const user = userEvent.setup();
    await openAddFor('Date Keeper', 'dates@keeper.test', 'Consulting');
    const writes = countWrites(server());
    fireEvent.change(within(lines()[0]).getByLabelText('Cost 1'), { target: { value: '10' } });
    const due = within(form()).getByLabelText('Due date');

    await user.click(due);
    await user.clear(due);
    await user.type(due, '12/24/2099{Enter}');
    await settled();
    expect(due).toHaveValue('12/24/2099');
    expect(writes()).toBe(0);
    expect(location()).toBe('/apps/invoice/add');

    await user.clear(due);
    await user.type(due, '02/31/2099{Enter}');
    expect(await within(form()).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(due).toHaveValue('02/31/2099');
    await user.click(within(form()).getByLabelText('Item'));
    expect(due).toHaveValue('02/31/2099');
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await within(form()).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(due).toHaveValue('02/31/2099');
    await settled();
    expect(writes()).toBe(0);
    expect(location()).toBe('/apps/invoice/add');
  });

  it('puts the server’s 422 errors under their fields and keeps what was typed', async () => {
    // A refusal only the server knows (as a real back end might): its messages land under their fields.
    server().post(
      '/apps/invoice/invoices',
      () =>
        new Response(
          422,
          {},
          {
            message: 'The given data was invalid.',
            errors: { 'client.name': ['This client is on hold.'], 'items.0.cost': ['Too cheap.'] },
          },
        ),
    );
    await openAddFor('Held Client', 'held@client.test', 'Design');
    fireEvent.change(within(lines()[0]).getByLabelText('Cost 1'), { target: { value: '5' } });
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await within(form()).findByText('This client is on hold.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(lines()[0]).getByText('Too cheap.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Held Client');
    expect(location()).toBe('/apps/invoice/add');
  });

  it('saves a new invoice with two lines and shows its preview', async () => {
    await openAddFor('Ana <b>Costa</b>', 'ana@costa.test', 'Workshop');
    fireEvent.change(within(lines()[0]).getByLabelText('Cost 1'), { target: { value: '1200' } });
    fireEvent.change(within(lines()[0]).getByLabelText('Quantity 1'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('Add line'));
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.change(within(lines()[1]).getAllByLabelText('Item')[0], { target: { value: 'Report' } });
    fireEvent.change(within(lines()[1]).getByLabelText('Cost 2'), { target: { value: '99.99' } });
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await screen.findByText('Invoice created.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/apps/invoice/preview/5024'));
    const saved = seeded().find((invoice) => invoice.id === 5024)!;
    expect(saved.items.map((item) => item.name)).toEqual(['Workshop', 'Report']);
    expect(saved.total).toBe(2499.99);
    expect(await screen.findByText('Ana <b>Costa</b>')).toBeInTheDocument();
  });

  // Hostile texts typed into one field of a new invoice whose other fields are valid, so that field alone decides:
  // the client's name (a Form.Item) and a line's item (ui-kit's RowField), found again by the client's e-mail.
  const hostileTextFields = [
    {
      what: 'the client’s name',
      rules: () => clientRules(englishFormRules()).name,
      label: 'Name',
      stored: (invoice: StoredInvoice) => invoice.client.name,
    },
    {
      what: 'a line’s item',
      rules: () => invoiceRules(englishFormRules()).itemName,
      label: 'Item',
      stored: (invoice: StoredInvoice) => invoice.items[0].name,
    },
  ];
  for (const { what, rules, label, stored } of hostileTextFields)
    itChecksBadTextField({
      what,
      rules,
      refused: blankOrTooLong('This field is required.', 'Use at most 100 characters.'),
      typeIn: async (fieldRules) => {
        let count = 0;
        const email = () => `hostile.${count}@acme.test`;
        await typeBadTextsIntoForm({
          verdict: (typed) => fieldErrors(fieldRules, typed),
          open: async () => {
            count += 1;
            cleanup();
            const root = await openAdd();
            for (const [other, value] of [
              ['Name', 'Ana Costa'],
              ['Item', 'Line'],
            ])
              if (other !== label) type(other, value, root);
            type('Company e-mail', email(), root);
            fireEvent.change(within(root).getByLabelText('Cost 1'), { target: { value: '10' } });
            return root;
          },
          field: (root) => within(root).getByLabelText(label) as HTMLInputElement,
          save: (root) => fireEvent.click(buttonNamed(root, 'Save')!),
          stored: () => {
            const invoice = seeded().find((one) => one.client.companyEmail === email());
            return invoice && stored(invoice);
          },
          close: async () => undefined,
        });
      },
    });

  it('edits an invoice: its values are in the form, the total follows, the save is kept', async () => {
    const invoice = seeded().find((one) => one.id === 4987)!;
    await renderRoute('/apps/invoice/edit/4987');
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveValue(invoice.client.name));
    expect(lines()).toHaveLength(invoice.items.length);
    fireEvent.change(within(lines()[0]).getByLabelText('Quantity 1'), {
      target: { value: String(invoice.items[0].quantity + 1) },
    });
    fireEvent.click(buttonNamed(form(), 'Save')!);
    expect(await screen.findByText('Invoice saved.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/apps/invoice/preview/4987'));
    expect(seeded().find((one) => one.id === 4987)!.items[0].quantity).toBe(invoice.items[0].quantity + 1);
  });

  it('shows Not Found when editing an unknown invoice', async () => {
    await renderRoute('/apps/invoice/edit/42');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
