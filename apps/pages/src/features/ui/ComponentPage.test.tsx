// Every UI component page of the catalog, with real antd: its one h1, its examples' h2 titles, and what a few of
// them do (a modal closed with Escape, a form's message by its field, toasts, named progress bars).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { UI_COMPONENTS } from '../../shared/showcase/catalog';
import { renderRoute, setupScreenTest } from '../../test/render';
import en from './locales/en.json';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

type Strings = Record<string, Record<string, { title?: string }> & { title: string }>;
const strings = en.uiShowcase as unknown as Strings;
/** The example titles of a page, in the order of its strings (each example has a { title, description }). */
const exampleTitles = (name: string) =>
  Object.values(strings[name])
    .filter((value): value is { title: string } => typeof value === 'object' && typeof value.title === 'string')
    .map(({ title }) => title);

describe('UI component pages', () => {
  it.each(UI_COMPONENTS)('%s shows its title as the one h1 and its examples', async (name) => {
    await renderRoute(`/ui/components/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: strings[name].title })).toBeInTheDocument();
    const titles = exampleTitles(name);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const title of titles)
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Show code' }).length).toBe(titles.length);
  });

  it('says Not Found for a name outside the catalog', async () => {
    await renderRoute('/ui/components/marquee');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('opens the basic modal and closes it with Escape', async () => {
    await renderRoute('/ui/components/modals');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat settings' });
    expect(within(dialog).getByText('Settings that apply to every new chat.')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat settings' })).toBeNull());
  });

  it('refuses an empty team name in the modal form, with the message by the field', async () => {
    await renderRoute('/ui/components/modals');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the team' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the team’s name.')).toBeInTheDocument();
  });

  // Their order on screen (newest on top) is the shell's toaster's, checked in the browser (e2e/showcase-ui).
  it('shows a toast for each press of the button', async () => {
    await renderRoute('/ui/components/toasts');
    const add = await screen.findByRole('button', { name: 'Add a numbered toast' });
    fireEvent.click(add);
    await screen.findByText('Notice number 1');
    fireEvent.click(add);
    await screen.findByText('Notice number 2');
    expect(screen.getAllByText(/^Notice number \d$/)).toHaveLength(2);
  });

  it('names the icon-only buttons and the progress bars', async () => {
    await renderRoute('/ui/components/progress');
    expect(await screen.findByRole('progressbar', { name: 'Monthly target' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Increase by 10' })));
    expect(screen.getByRole('progressbar', { name: 'Monthly target' })).toHaveAttribute('aria-valuenow', '50');
  });
});
