// Import/export: the table exports as CSV; a CSV import adds its valid rows and lists each bad row with its line
// and reason; a file without the expected columns changes nothing and says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, readBlob, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();
afterEach(() => jest.restoreAllMocks());

const names = () =>
  Array.from(document.querySelectorAll('tbody tr.ant-table-row'), (row) => row.querySelector('td')?.textContent);
const importFile = (text: string, name: string) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });

it('exports the rows as CSV', async () => {
  const downloads = captureDownloads();
  await renderRoute('/extensions/import-export');
  fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 10_000 }));
  expect(downloads.links()[0].download).toBe('agents.csv');
  const csv = await readBlob(downloads.blobs[0]);
  expect(csv.split(/\r?\n/).slice(0, 2)).toEqual([
    'name,email,department,chats',
    'Amelia Hart,amelia.hart@example.com,support,128',
  ]);
});

it('imports the good rows of a CSV and lists the bad ones with their line and reason', async () => {
  await renderRoute('/extensions/import-export');
  await screen.findByRole('button', { name: 'Import CSV or Excel' }, { timeout: 10_000 });
  expect(names()).toHaveLength(4);
  importFile(
    [
      'name,email,department,chats',
      'Nora Lind,nora.lind@example.com,sales,12',
      'Bad Mail,not-an-address,support,3',
      '=HYPERLINK("x"),ok@example.com,marketing,1',
      'Ravi Patel,ravi@example.com,Billing,0',
    ].join('\n'),
    'agents.csv',
  );
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('2 rows added from “agents.csv”.');
  expect(status).toHaveTextContent('2 rows were skipped:');
  const problems = within(screen.getByTestId('import-problems'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(problems).toEqual([
    'Line 3: “not-an-address” is not a valid e-mail address.',
    'Line 4: “marketing” is not a department (sales, support or billing).',
  ]);
  await waitFor(() => expect(names()).toHaveLength(6));
  expect(names().slice(4)).toEqual(['Nora Lind', 'Ravi Patel']);
});

it('keeps the table as it was when the file is not one of its own', async () => {
  await renderRoute('/extensions/import-export');
  await screen.findByRole('button', { name: 'Import CSV or Excel' }, { timeout: 10_000 });
  importFile('title,price\nLamp,12\n', 'prices.csv');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“prices.csv” was not imported: it needs the columns name, email, department, chats. Nothing was changed.',
  );
  expect(names()).toHaveLength(4);
});
