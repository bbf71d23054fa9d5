// CSV import on the real screen against Mirage: a file with a bad row is reported row by row and nothing
// is sent; a row the server refuses (shortcut already in use) shows the server's row errors and nothing
// is created; a good file adds every row.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { button, PATH, range, showsList, setupTemplateServer } from './conversationTemplates.testing';

jest.setTimeout(60_000);

const server = setupTemplateServer();

const HEADER = 'title,shortcut,scope,department,category,body,isActive';
const dialog = () => screen.getByTestId('template-import');
const reportRows = () =>
  Array.from(dialog().querySelectorAll<HTMLElement>('.ct-import-report tr.ant-table-row')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
  );
const importButton = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')).find((element) =>
    element.textContent?.startsWith('Import'),
  )!;

async function openImport() {
  await renderRoute(PATH);
  await showsList(30);
  fireEvent.click(screen.getByText('Import CSV'));
  await screen.findByText('Import templates from CSV');
  // The file is checked against the department and category names, so wait until they are there.
  await waitFor(() => expect(dialog().querySelector('.ant-upload-disabled')).toBeNull());
}

async function chooseFile(csv: string) {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([csv], 'templates.csv', { type: 'text/csv' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('template CSV import', () => {
  it('reports a bad row with its number and column and imports nothing', async () => {
    await openImport();
    await chooseFile(
      [
        HEADER,
        'Shipping update,shipping-update,global,,Other,"Your parcel is on its way, {{customer.name}}.",true',
        'Returns,returns,department,Logistics,,We have received your return.,yes',
      ].join('\n'),
    );

    await waitFor(() =>
      expect(reportRows()).toEqual([['2', 'department', 'There is no department named “Logistics”.']]),
    );
    expect(within(dialog()).getByText('1 row has problems. Nothing was imported.')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(server().db.conversationTemplates).toHaveLength(30);
    expect(range()).toBe('1–10 of 30');
  });

  it.each([
    ['an empty file', ''],
    ['a header line alone', HEADER],
  ])('says so for %s, instead of counting "rows with problems"', async (_name, csv) => {
    await openImport();
    await chooseFile(csv);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The file contains no rows.');
    expect(alert).not.toHaveTextContent(/row has problems|rows have problems/);
    expect(importButton()).toBeDisabled();
    expect(server().db.conversationTemplates).toHaveLength(30);
  });

  it('shows the server’s row errors (a shortcut already in use) and creates nothing', async () => {
    await openImport();
    await chooseFile(
      [HEADER, 'Hello again,hello-again,,,,Hello!,', 'Greeting twice,greeting,,,,Hi there,'].join('\r\n'),
    );
    await within(dialog()).findByText('templates.csv: 2 templates are ready to import.');
    fireEvent.click(importButton());

    await waitFor(() => expect(reportRows()).toEqual([['2', 'shortcut', 'This shortcut is already in use.']]));
    expect(within(dialog()).getByText('1 row has errors. Nothing was imported.')).toBeInTheDocument();
    expect(server().db.conversationTemplates).toHaveLength(30);
  });

  it('imports a good file, closes and shows the new total', async () => {
    await openImport();
    await chooseFile(
      [
        HEADER,
        'Shipping update,shipping-update,global,,Other,"Your parcel is on its way, {{customer.name}}.",true',
        'Refund sent,refund-sent,department,Billing,Refund,Your refund is on its way.,no',
      ].join('\n'),
    );
    fireEvent.click(await waitFor(() => button(document.body, 'Import 2 templates')));

    await screen.findByText('2 templates imported');
    await waitFor(() => expect(screen.queryByTestId('template-import')).not.toBeInTheDocument());
    await waitFor(() => expect(range()).toBe('1–10 of 32'));
    expect(server().db.conversationTemplates.findBy({ shortcut: 'refund-sent' })).toMatchObject({
      title: 'Refund sent',
      scope: 'department',
      departmentId: 3,
      categoryId: 5,
      isActive: false,
    });
  });
});
