// Every UI component page of the catalog, with real antd, each rendered once: its one h1, its examples' h2 titles,
// the code under an example's "Show code", and what a developer looking at the page would try on it (PAGE_CHECKS:
// a page added to the catalog without one is a type error).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHOWCASE_NAME_MAX } from '@live-agent/contracts';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { UI_COMPONENTS, type UiComponentName } from '../../shared/showcase/catalog';
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

/** The card of the example titled `title`. */
const example = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('.showcase-example')!;

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/**
 * The dialog holding `text`. Under Jest every antd dialog's title has the id 'test-id' (@rc-component/util's useId
 * when NODE_ENV is 'test'), so a second dialog of one page would be named by the first one's title.
 */
const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;

/**
 * The texts of the toasts on screen, top to bottom as drawn. antd places a notice at its --notification-y, counted
 * from the newest (0) by the heights of the newer ones, and measured from the list's bottom edge at a bottom corner
 * (its stylesheet's `bottom: var(--notification-y)`) unless the notice's own style measures it from the top.
 */
const toastsTopToBottom = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-notification-notice'), (notice) => {
    const y = parseFloat(notice.style.getPropertyValue('--notification-y'));
    return {
      text: notice.querySelector('.ant-notification-notice-title')?.textContent,
      down: fromTop(notice) ? y : -y,
    };
  })
    .sort((a, b) => a.down - b.down)
    .map(({ text }) => text);
const fromTop = (notice: HTMLElement) => notice.style.top.includes('--notification-y');

/** An example's source opens under its "Show code" and closes again (Jest gives every `?raw` source one line). */
async function opensItsCode(title: string) {
  const card = example(title);
  const show = within(card).getByRole('button', { name: 'Show code' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await click(show);
  const code = within(card).getByRole('region', { name: `Source of “${title}”` });
  expect(code).toHaveTextContent('// source');
  expect(show).toHaveAttribute('aria-expanded', 'true');
  expect(show).toHaveAttribute('aria-controls', code.parentElement!.id);
  await click(within(card).getByRole('button', { name: 'Hide code' }));
  expect(within(card).queryByRole('region', { name: `Source of “${title}”` })).toBeNull();
}

const PAGE_CHECKS: Record<UiComponentName, () => Promise<void>> = {
  async alerts() {
    const closable = screen.getByText('A new version of the widget is available.');
    await click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(closable).not.toBeInTheDocument());
    await click(screen.getByRole('button', { name: 'Show the alert again' }));
    expect(screen.getByText('A new version of the widget is available.')).toBeInTheDocument();
  },

  async avatars() {
    // Initials for a name, the photo by its alternative text, and "+2" for the team beyond the first three.
    expect(screen.getByLabelText('Ana Martins')).toHaveTextContent(/^AM$/);
    expect(screen.getByLabelText('Claire Dubois')).toHaveTextContent(/^CD$/);
    expect(screen.getByRole('img', { name: 'Photo of Ana Martins' })).toBeInTheDocument();
    expect(within(example('Group and badges')).getByText('+2')).toBeInTheDocument();
  },

  async badges() {
    const badgeOf = (button: HTMLElement) => button.closest('.ant-badge')!.querySelector('.ant-badge-count')!;
    expect(badgeOf(screen.getByRole('button', { name: 'Notifications: 4 new' }))).toHaveTextContent(/^4$/);
    // 120 over a limit of 99: the badge says 99+, its title the whole count.
    const inbox = badgeOf(screen.getByRole('button', { name: 'Inbox' }));
    expect(inbox).toHaveTextContent(/^99\+$/);
    expect(inbox).toHaveAttribute('title', '120');
    expect(badgeOf(screen.getByRole('button', { name: 'Drafts' }))).toHaveTextContent(/^0$/);
    expect(screen.getByText('In a chat')).toBeInTheDocument();
  },

  async breadcrumbs() {
    const basic = within(example('Basic'));
    expect(basic.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(basic.getByRole('link', { name: 'User interface' })).toHaveAttribute('href', '/ui/typography');
    // The page itself is the last crumb, not a link.
    expect(basic.getByText('Breadcrumbs')).not.toHaveAttribute('href');
    // The level with a menu opens its sibling pages.
    fireEvent.mouseEnter(within(example('With a menu')).getByText('Components'));
    expect(await screen.findByRole('link', { name: 'Tabs' })).toHaveAttribute('href', '/ui/components/tabs');
  },

  async buttons() {
    const save = screen.getByRole('button', { name: 'Save' });
    await click(save);
    // Its request running: a spinner in the button and a text that says so.
    const saving = await screen.findByRole('button', { name: /Saving…/ });
    expect(saving).toHaveClass('ant-btn-loading');
    for (const disabled of screen.getAllByRole('button', { name: 'Disabled' })) expect(disabled).toBeDisabled();
    // An icon-only button has a name all the same.
    const iconOnly = example('Sizes and icons').querySelectorAll('.ant-btn-icon-only');
    expect(Array.from(iconOnly, (button) => button.getAttribute('aria-label'))).toEqual(['Search', 'Add']);
  },

  async carousel() {
    const carousel = screen.getByRole('group', { name: 'Carousel' });
    expect(carousel).toHaveTextContent('Answer every chat in one place');
    await click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(carousel).toHaveTextContent('Reports your team reads');
    expect(within(carousel).getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    // Back past the first slide comes round to the last.
    await click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    await click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(carousel).toHaveTextContent('Agents, teams and shifts');
    await click(within(carousel).getByRole('button', { name: 'Slide 1 of 3' }));
    expect(carousel).toHaveTextContent('Answer every chat in one place');
  },

  async collapse() {
    const card = within(example('Basic and accordion'));
    // A section's header is a button, a tab in the accordion.
    const header = (name: string) => card.getByText(name).closest('[aria-expanded]')!;
    expect(header('Opening hours')).toHaveAttribute('aria-expanded', 'true');
    expect(card.queryByText(/Visitors reach you/)).toBeNull();
    await click(header('Channels'));
    expect(header('Channels')).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText(/Visitors reach you/)).toBeVisible();
    // The accordion keeps one section open.
    await click(card.getByRole('switch', { name: 'Accordion (one section at a time)' }));
    await click(header('Routing'));
    expect(header('Routing')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Channels')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Opening hours')).toHaveAttribute('aria-expanded', 'false');
  },

  async dropdowns() {
    await click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Duplicate', 'Share', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveAttribute('aria-disabled', 'true');
    await click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Chosen: copy')).toBeInTheDocument();
    // The split button: the menu picks when, the main button sends then.
    await click(screen.getByRole('button', { name: 'When to send' }));
    await click(await screen.findByRole('menuitem', { name: 'Send tonight' }));
    await click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Send tonight', { selector: '.ant-notification-notice *' })).toBeInTheDocument();
  },

  async list() {
    const list = within(example('With avatars and actions'));
    const names = list.getAllByRole('heading', { level: 4 });
    expect(names.map((name) => name.textContent)).toEqual(['Ana Martins', 'Jonas Weber', 'Claire Dubois']);
    expect(names[0].closest('.ant-list-item')).toHaveTextContent('12 open chats');
    expect(list.getByRole('button', { name: 'Open Claire Dubois' })).toBeInTheDocument();
    const states = within(example('Loading and empty'));
    expect(states.getByText('Refunds')).toBeInTheDocument();
    await click(states.getByText('Empty'));
    expect(states.getByText('No topics yet')).toBeInTheDocument();
    expect(states.queryByText('Refunds')).toBeNull();
    await click(states.getByText('Filled'));
    expect(states.getByText('Delivery times')).toBeInTheDocument();
  },

  async modals() {
    await click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat settings' });
    expect(within(dialog).getByText('Settings that apply to every new chat.')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat settings' })).toBeNull());

    // The form in a modal refuses an empty team name, with the message by the field.
    await click(screen.getByRole('button', { name: 'Rename the team' }));
    const rename = await dialogWith('Team name');
    fireEvent.change(within(rename).getByLabelText('Team name'), { target: { value: '   ' } });
    await click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('Enter the team’s name.')).toBeInTheDocument();
  },

  async drawers() {
    await click(screen.getByRole('radio', { name: 'Left' }));
    await click(screen.getByRole('button', { name: 'Open the drawer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Agent details' });
    expect(drawer).toHaveTextContent('Details of the selected item.');
    // A closed drawer stays in the document, hidden by its class.
    const frame = drawer.closest('.ant-drawer')!;
    expect(frame).toHaveClass('ant-drawer-left', 'ant-drawer-open');
    await click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(frame).not.toHaveClass('ant-drawer-open'));

    // The form's drawer: a name over the showcase's limit (contracts' SHOWCASE_NAME_MAX) is kept whole, counted and
    // refused in the schema's words; saving a good one closes the drawer and says who was added.
    await click(screen.getByRole('button', { name: 'New agent' }));
    const form = await dialogWith('Team');
    const name = within(form).getByLabelText('Name');
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    const long = 'A'.repeat(SHOWCASE_NAME_MAX + 1);
    fireEvent.change(name, { target: { value: long } });
    expect(name).toHaveValue(long);
    expect(within(form).getByText(`${SHOWCASE_NAME_MAX + 1} / ${SHOWCASE_NAME_MAX}`)).toBeInTheDocument();
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(`Use at most ${SHOWCASE_NAME_MAX} characters.`)).toBeInTheDocument();
    expect(form.closest('.ant-drawer')).toHaveClass('ant-drawer-open');
    fireEvent.change(name, { target: { value: 'Rui Costa' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rui Costa was added.')).toBeInTheDocument();
    await waitFor(() => expect(form.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
  },

  async pagination() {
    const basic = within(example('Basic'));
    expect(basic.getByText('You are on page 3.')).toBeInTheDocument();
    await click(basic.getByTitle('4'));
    expect(basic.getByText('You are on page 4.')).toBeInTheDocument();
    await click(basic.getByRole('button', { name: /next/i }));
    expect(basic.getByText('You are on page 5.')).toBeInTheDocument();
    expect(within(example('Small, centred, disabled')).getByText('1–10 of 85')).toBeInTheDocument();
  },

  async popovers() {
    await click(screen.getByRole('button', { name: 'Click me' }));
    const popover = await screen.findByRole('tooltip', { name: /What is a popover\?/ });
    expect(popover).toHaveTextContent('A popover holds a few lines of content or small controls.');
    // Asked before deleting, in place; the answer is a toast.
    await click(screen.getByRole('button', { name: 'Delete the note' }));
    const confirm = await screen.findByRole('tooltip', { name: /Delete this note\?/ });
    expect(confirm).toHaveTextContent('It cannot be restored.');
    await click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The note was deleted.')).toBeInTheDocument();
  },

  async progress() {
    expect(screen.getByRole('progressbar', { name: 'Monthly target' })).toHaveAttribute('aria-valuenow', '40');
    await click(screen.getByRole('button', { name: 'Increase by 10' }));
    expect(screen.getByRole('progressbar', { name: 'Monthly target' })).toHaveAttribute('aria-valuenow', '50');
  },

  async skeletons() {
    const card = within(example('Loading content'));
    // Loading: the skeleton stands in for the person's row.
    expect(card.queryByText('Ana Martins')).toBeNull();
    expect(card.getByRole('switch', { name: 'Loading' })).toBeChecked();
    await click(card.getByRole('switch', { name: 'Loading' }));
    expect(card.getByText('Ana Martins')).toBeInTheDocument();
    expect(card.getByText(/answers within 2 minutes/)).toBeInTheDocument();
    // Animated: the shimmer on the elements.
    const elements = example('Elements');
    expect(elements.querySelector('.ant-skeleton-active')).toBeNull();
    await click(within(elements).getByRole('switch', { name: 'Animated' }));
    expect(elements.querySelector('.ant-skeleton-active')).not.toBeNull();
  },

  async spinners() {
    // A spinner shows only while something loads, and a screen reader hears it (a polite live region, busy).
    const busy = (card: HTMLElement) => card.querySelectorAll('[aria-live="polite"][aria-busy="true"]');
    const sizes = example('Sizes');
    expect(busy(sizes)).toHaveLength(0);
    await click(within(sizes).getByRole('switch', { name: 'Loading' }));
    await waitFor(() => expect(busy(sizes)).toHaveLength(5));
    expect(within(sizes).getByText('Loading…')).toBeInTheDocument();
    // Over content: the content stays, under a busy spinner with its text.
    const over = example('Over content');
    expect(busy(over)).toHaveLength(0);
    await click(within(over).getByRole('switch', { name: 'Loading' }));
    await waitFor(() => expect(busy(over)).toHaveLength(1));
    expect(within(over).getByText('Refreshing…')).toBeInTheDocument();
    expect(within(over).getByText('Today’s figures')).toBeInTheDocument();
  },

  async steps() {
    const card = example('Vertical and clickable');
    const current = () => card.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
    expect(current()).toBe('Cart');
    expect(within(card).getByRole('button', { name: 'Back' })).toBeDisabled();
    await click(within(card).getByRole('button', { name: 'Next' }));
    expect(current()).toBe('Address');
    await click(within(card).getByRole('button', { name: 'Next' }));
    await click(within(card).getByRole('button', { name: 'Next' }));
    expect(current()).toBe('Review');
    expect(within(card).getByRole('button', { name: 'Next' })).toBeDisabled();
    // A step itself can be chosen.
    await click(within(card).getByText('Address'));
    expect(current()).toBe('Address');
  },

  async tabs() {
    const card = within(example('Basic'));
    expect(card.getByRole('tabpanel')).toHaveTextContent('All open conversations of your team.');
    await click(card.getByRole('tab', { name: /Reports/ }));
    expect(card.getByRole('tab', { name: /Reports/ })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByRole('tabpanel')).toHaveTextContent('Figures on response times and satisfaction.');
    expect(card.getByRole('tab', { name: /Settings/ })).toHaveAttribute('aria-disabled', 'true');
  },

  async tags() {
    const card = within(example('Choose and remove'));
    expect(card.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-pressed', 'true');
    await click(card.getByRole('button', { name: 'Remove Billing' }));
    expect(card.queryByRole('button', { name: 'Remove Billing' })).toBeNull();
    expect(card.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-pressed', 'false');
    await click(card.getByRole('button', { name: 'Shipping' }));
    expect(card.getByRole('button', { name: 'Remove Shipping' })).toBeInTheDocument();
  },

  async timeline() {
    const texts = (title: string) =>
      within(example(title))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const withTimes = texts('With times');
    expect(withTimes.map((text) => text?.replace(/^.*?(The|Assigned|Escalated|Waiting)/, '$1'))).toEqual([
      'The visitor started the chat',
      'Assigned to Ana Martins',
      'Escalated to second-level support',
      'Waiting for the customer',
    ]);
    // Each past event with its time in the reader's language.
    expect(withTimes[0]).toMatch(/2026/);
    expect(texts('Alternating')).toEqual(['Plan', 'Build', 'Test', 'Launch']);
  },

  async toasts() {
    // jsdom lays nothing out: each notice is given a height, which antd measures to place the older ones.
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('ant-notification-notice') ? 80 : 0;
    });
    try {
      const add = screen.getByRole('button', { name: 'Add a numbered toast' });
      for (const number of [1, 2, 3]) {
        await click(add);
        await screen.findByText(`Notice number ${number}`);
      }
      // Newest on top, as the page says.
      await waitFor(() =>
        expect(toastsTopToBottom()).toEqual(['Notice number 3', 'Notice number 2', 'Notice number 1']),
      );
    } finally {
      height.mockRestore();
    }
  },

  async tooltips() {
    // The tooltips on screen (a hidden one stays in the document, hidden by its class), by text and side: under Jest
    // every tooltip has the id 'test-id' (see dialogWith), so a trigger's aria-describedby cannot tell them apart.
    const shown = () =>
      Array.from(document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden)'), (tip) => [
        tip.textContent,
        tip.className.match(/ant-tooltip-placement-(\w+)/)?.[1],
      ]);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Above' }));
    await waitFor(() => expect(shown()).toEqual([['A short hint', 'top']]));
    // On keyboard focus as well, and Escape hides it with the focus left where it is.
    const below = screen.getByRole('button', { name: 'Below' });
    act(() => below.focus());
    await waitFor(() => expect(shown()).toEqual([['A short hint', 'bottom']]));
    fireEvent.keyDown(below, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(shown()).toEqual([]));
    expect(below).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Edit' }).focus());
    await waitFor(() => expect(shown()).toEqual([['Edit', 'top']]));
  },

  async tree() {
    const files = screen.getByRole('tree', { name: 'Files' });
    expect(within(files).getByText('welcome.md')).toBeInTheDocument();
    expect(within(files).queryByText('march.csv')).toBeNull();
    const exportsNode = within(files).getByText('Exports').closest('.ant-tree-treenode')!;
    await click(exportsNode.querySelector('.ant-tree-switcher')!);
    expect(await within(files).findByText('march.csv')).toBeInTheDocument();
    // Checking a parent checks its children.
    const permissions = example('With check boxes');
    expect(within(permissions).getByText('1 permission checked')).toBeInTheDocument();
    const reports = within(permissions).getByText('Reports').closest('.ant-tree-treenode')!;
    await click(reports.querySelector('.ant-tree-checkbox')!);
    expect(within(permissions).getByText('4 permissions checked')).toBeInTheDocument();
  },
};

describe('UI component pages', () => {
  it.each(UI_COMPONENTS)('%s: its one h1, its examples and their code, and what it shows at work', async (name) => {
    await renderRoute(`/ui/components/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: strings[name].title })).toBeInTheDocument();
    const titles = exampleTitles(name);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const title of titles)
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Show code' }).length).toBe(titles.length);
    await opensItsCode(titles[0]);
    await PAGE_CHECKS[name]();
  });

  it('says Not Found for a name outside the catalog', async () => {
    await renderRoute('/ui/components/marquee');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
