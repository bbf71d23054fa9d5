// The editor's output is sanitised: pasted HTML with an event handler and a javascript: link reaches neither the
// editing area nor the rendered output with them, and the HTML source beside it shows the cleaned markup.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

it('cleans pasted HTML before it enters the editor and shows the sanitised output rendered and as source', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await renderRoute('/extensions/editor');
  const area = await screen.findByRole('textbox', { name: 'Message text' }, { timeout: 10_000 });
  const source = screen.getByTestId('editor-source');
  await waitFor(() => expect(source).toHaveTextContent('<b>Amelia</b>'));

  fireEvent.paste(area, {
    clipboardData: {
      getData: (type: string) =>
        type === 'text/html'
          ? '<p>Pasted <b>bold</b></p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">go</a>'
          : '',
    },
  });

  await waitFor(() => expect(source).toHaveTextContent('Pasted <b>bold</b>'));
  for (const root of [area, screen.getByTestId('editor-rendered')]) {
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.querySelector('a[href^="javascript"]')).toBeNull();
    expect(root).toHaveTextContent('Pasted bold');
  }
  expect(source.textContent).not.toMatch(/onerror|javascript:/);
  expect(alert).not.toHaveBeenCalled();
});

it('refuses a link address that is not a web or mail address, by the field', async () => {
  await renderRoute('/extensions/editor');
  const address = await screen.findByRole('textbox', { name: 'Link address' }, { timeout: 10_000 });
  fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter an address that starts with https://');
  expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(address).toHaveValue('javascript:alert(1)');
});
