// The editor's output is sanitised: pasted HTML with an event handler and a javascript: link reaches neither the
// editing area nor the rendered output with them, and the HTML source beside it shows the cleaned markup. The first
// text is the page's language's, once: switching language later leaves what was written alone.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
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

it('starts with the first text once: a language switch leaves what was written', async () => {
  await renderRoute('/extensions/editor');
  const area = await screen.findByRole('textbox', { name: 'Message text' }, { timeout: 10_000 });
  await waitFor(() => expect(area).toHaveTextContent('Hello Amelia'));
  fireEvent.paste(area, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'Kept' : '') } });
  await waitFor(() => expect(screen.getByTestId('editor-source')).toHaveTextContent('Kept'));
  try {
    await act(() => i18n.changeLanguage('de'));
    // The page speaks German; the text is still the one written, not the German first text.
    const same = screen.getByRole('textbox', { name: 'Nachrichtentext' });
    expect(same).toBe(area);
    expect(area).toHaveTextContent('Hello Amelia');
    expect(area).toHaveTextContent('Kept');
    expect(area).not.toHaveTextContent('Hallo');
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
