// Upload: a file of a refused type or over the size limit is named in a message with its reason and not listed; an
// accepted image is listed with its own progress bar, which reaches 100 %, and a preview whose object URL is revoked
// when the file is removed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

it('refuses a wrong type by name, lists the accepted file with its progress and preview, and revokes the preview on removal', async () => {
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview-1'), revokeObjectURL: revoke });
  await renderRoute('/extensions/file-upload');
  await screen.findByRole('heading', { level: 1, name: 'File upload' }, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const image = new File(['x'.repeat(4096)], 'logo.png', { type: 'image/png' });
  const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
  fireEvent.change(input, { target: { files: [image, program] } });

  expect(await screen.findByText('“setup.exe” was not added: this type of file is not accepted.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('1 file was refused');
  const list = screen.getByRole('region', { name: 'Added files' });
  await waitFor(() => expect(within(list).getAllByTestId('upload-entry')).toHaveLength(1));
  const entry = within(list).getByTestId('upload-entry');
  expect(entry).toHaveTextContent('logo.png');
  expect(entry).not.toHaveTextContent('setup.exe');
  const progress = within(entry).getByRole('progressbar', { name: 'Progress of logo.png' });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
  expect(within(entry).getByRole('img', { name: 'Preview of logo.png' })).toHaveAttribute('src', 'blob:preview-1');

  fireEvent.click(within(entry).getByRole('button', { name: 'Remove logo.png' }));
  await waitFor(() => expect(within(list).queryAllByTestId('upload-entry')).toHaveLength(0));
  expect(revoke).toHaveBeenCalledWith('blob:preview-1');
});

it('refuses a file over 2 MB and one of a wrong type, each by name with its reason, and keeps one of exactly 2 MB', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview-2'), revokeObjectURL: jest.fn() });
  await renderRoute('/extensions/file-upload');
  await screen.findByRole('heading', { level: 1, name: 'File upload' }, { timeout: 10_000 });
  expect(screen.getByText('Images, PDF, text or CSV, up to 2 MB each.')).toBeInTheDocument();
  const limit = 2 * 1024 * 1024;
  const large = new File([new Uint8Array(limit + 1)], 'scan.pdf', { type: 'application/pdf' });
  const atLimit = new File([new Uint8Array(limit)], 'report.pdf', { type: 'application/pdf' });
  const script = new File(['echo'], 'run.sh', { type: 'application/x-sh' });
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [large, atLimit, script] },
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('2 files were refused');
  expect(within(alert).getByText('“scan.pdf” was not added: it is larger than 2 MB.')).toBeInTheDocument();
  expect(within(alert).getByText('“run.sh” was not added: this type of file is not accepted.')).toBeInTheDocument();
  const list = screen.getByRole('region', { name: 'Added files' });
  await waitFor(() => expect(within(list).getAllByTestId('upload-entry')).toHaveLength(1));
  expect(within(list).getByTestId('upload-entry')).toHaveTextContent('report.pdf');

  fireEvent.click(screen.getByRole('button', { name: 'Dismiss the messages' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
