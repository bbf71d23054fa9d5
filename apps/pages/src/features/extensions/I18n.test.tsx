// The i18n page switches the app's language from the page: plurals follow each language's rules (French says
// "0 nouveau message", English "0 new messages") and numbers, currency and dates are rewritten in it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();
afterEach(() => i18n.changeLanguage('en'));

const plurals = () =>
  within(screen.getByTestId('plurals'))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

it('switches to French and back: plurals and formats follow the language', async () => {
  await renderRoute('/extensions/i18n');
  await screen.findByRole('heading', { level: 1, name: 'Internationalisation' }, { timeout: 10_000 });
  expect(plurals()).toEqual([
    '0 new messages',
    '1 new message',
    '2 new messages',
    '5 new messages',
    '1,000,000 new messages',
  ]);
  expect(screen.getByTestId('formats')).toHaveTextContent('1,234,567.891');

  fireEvent.click(screen.getByText('français'));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internationalisation'));
  await waitFor(() => expect(plurals()[0]).toBe('0 nouveau message'));
  const million = new Intl.NumberFormat('fr').format(1_000_000);
  expect(plurals()).toEqual([
    '0 nouveau message',
    '1 nouveau message',
    '2 nouveaux messages',
    '5 nouveaux messages',
    `${million} de nouveaux messages`,
  ]);
  const formats = screen.getByTestId('formats');
  expect(formats.textContent).toContain(new Intl.NumberFormat('fr').format(1234567.891));
  expect(formats.textContent).toContain(
    new Intl.DateTimeFormat('fr', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 14, 15, 30)),
  );
  expect(formats).toHaveTextContent('hier');

  fireEvent.click(screen.getByText('Deutsch'));
  await waitFor(() => expect(plurals()[0]).toBe('0 neue Nachrichten'));
  expect(plurals()[1]).toBe('1 neue Nachricht');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internationalisierung');
});
