// Every form element page with real antd against the real Mirage routes: its one h1 and its examples' h2s, an
// unknown name as Not Found, the async select answered by the server and the mask keeping only the digits.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { FORM_ELEMENTS } from '../../shared/showcase/catalog';
import { resources } from '../../i18n/features';
import { renderRoute, setupScreenTest } from '../../test/render';

setupScreenTest();
silenceActWarnings();

const strings = resources.en.formElements as unknown as Record<string, Record<string, { title?: string }>>;

describe('Form elements', () => {
  it.each(FORM_ELEMENTS)('%s: its title as the one h1 and every example as an h2', async (name) => {
    await renderRoute(`/forms/elements/${name}`);
    const titles = Object.values(strings[name])
      .map((entry) => (typeof entry === 'object' ? entry.title : undefined))
      .filter((title): title is string => Boolean(title));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      (resources.en.formElements as { names: Record<string, string> }).names[name],
    ]);
  });

  it('answers a name outside the catalog with Not Found', async () => {
    await renderRoute('/forms/elements/slider');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('asks the server for the async select’s cities as the user types', async () => {
    await renderRoute('/forms/elements/select');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Async search' })).closest('.ant-card')!;
    const box = within(card as HTMLElement).getByRole('combobox', { name: 'City from the server' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'portugal' } });
    expect(await screen.findByText('Lisbon (Portugal)', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Porto (Portugal)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tokyo (Japan)')).toBeNull());
  });

  it('formats a card number in groups of four and keeps its digits', async () => {
    await renderRoute('/forms/elements/input-mask');
    const card = (await screen.findByTestId('mask-card')) as HTMLInputElement;
    fireEvent.input(card, { target: { value: '4242424242424242' } });
    await waitFor(() => expect(card).toHaveValue('4242 4242 4242 4242'));
    expect(screen.getByText('Digits kept: 4242424242424242')).toBeInTheDocument();
  });

  it('moves a ticked agent into the team with the named arrow button', async () => {
    await renderRoute('/forms/elements/transfer');
    const available = await screen.findByRole('group', { name: 'Available' });
    fireEvent.click(within(available).getByRole('checkbox', { name: 'Ben Müller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move into the team' }));
    const team = screen.getByRole('group', { name: 'In the team' });
    await waitFor(() => expect(within(team).getByRole('checkbox', { name: 'Ben Müller' })).toBeInTheDocument());
    expect(within(available).queryByRole('checkbox', { name: 'Ben Müller' })).toBeNull();
  });
});
