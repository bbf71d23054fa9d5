// Settings › Conversation Categories with real antd against the real Mirage routes: the seeded tree in its
// order, the form's colour rule and the server's duplicate-name error, the parent choices, reordering within
// a level (saved on the server), and the server's reason when a category cannot be deleted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { englishFormRules, renderRoute } from '../../test/render';
import { itChecksBadTexts, pickOption, setupOrderedListTest } from '../../test/lists';
import { categoryRules } from './conversationCategories.rules';
import { announced, openRowMenu, pickMenuItem, pressKey } from '../../components/SortableTable/testing';

interface StoredCategory {
  id: string;
  name: string;
  color: string;
  parentId: number | null;
  departmentIds: number[];
  sortOrder: number;
}

const {
  stored,
  storedOrder,
  rows,
  texts: names,
  rowOf,
  showsRows: showsCategories,
} = setupOrderedListTest<StoredCategory>('conversationCategories', 'la-category-title', (category) => category.name);
const isNested = (name: string) => rowOf(name).querySelector('.la-category-nested') !== null;
const drawer = () => screen.getByTestId('category-drawer');

const SEEDED = [
  'Sales inquiry',
  'Pricing',
  'Demo request',
  'Billing',
  'Refund',
  'Invoice copy',
  'Technical issue',
  'Bug report',
  'Login problem',
  'Account & privacy',
  'Feedback',
  'Other',
];

function openSelect(select: Element) {
  fireEvent.mouseDown(
    select.querySelector('.ant-select-selector') ?? select.querySelector('.ant-select-content') ?? select,
  );
}

const optionTexts = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((option) => option.textContent);

async function confirmDelete(name: string) {
  fireEvent.click(within(rowOf(name)).getByLabelText(`Delete ${name}`));
  const confirm = await waitFor(() => {
    const buttons = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-dangerous'),
    );
    expect(buttons.length).toBeGreaterThan(0);
    return buttons[buttons.length - 1];
  });
  fireEvent.click(confirm);
}

describe('Settings › Conversation Categories', () => {
  it('shows the 12 seeded categories as a tree in their order; the department filter narrows it', async () => {
    await renderRoute('/live-agent/settings/conversation-categories');
    await showsCategories(12);
    expect(names()).toEqual(SEEDED);
    expect(screen.getByTestId('categories-count')).toHaveTextContent('12 categories');
    expect(isNested('Pricing')).toBe(true);
    expect(isNested('Billing')).toBe(false);
    expect(rowOf('Refund').querySelector('.la-category-parent')).toHaveTextContent('Billing');
    expect(rowOf('Sales inquiry').querySelector('.la-category-children')).toHaveTextContent('2');
    expect(rowOf('Feedback').querySelector('.la-category-children')).toHaveTextContent('0');
    expect(rowOf('Billing').querySelector<HTMLElement>('.la-category-dot')!.style.background).toBe('rgb(40, 199, 111)');
    expect(within(rowOf('Other')).getByText('All departments')).toBeInTheDocument();
    expect(within(rowOf('Demo request')).getByLabelText('Active: Demo request')).not.toBeChecked();

    // Offered in Billing: the Billing-scoped ones and those offered everywhere.
    openSelect(screen.getByTestId('department-filter'));
    await pickOption('Billing');
    await showsCategories(6);
    expect(names()).toEqual(['Billing', 'Refund', 'Invoice copy', 'Account & privacy', 'Feedback', 'Other']);
    expect(screen.getByText('Clear the search and filters to change the order.')).toBeInTheDocument();
  });

  it('checks the colour, shows the server’s duplicate-name error under the name, then adds a sub-category', async () => {
    await renderRoute('/live-agent/settings/conversation-categories');
    await showsCategories(12);
    fireEvent.click(screen.getByText('Add category'));
    await screen.findByText('New category');
    const name = within(drawer()).getByLabelText('Name');
    const colour = within(drawer()).getByLabelText('Colour');
    expect(colour).toHaveValue('#7367f0');
    fireEvent.change(name, { target: { value: 'billing' } });
    fireEvent.change(colour, { target: { value: 'blue' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(
      await within(drawer()).findByText('Use a colour like #1a2b3c.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();

    fireEvent.change(colour, { target: { value: '#1E90FF' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('This name is already in use.')).toBeInTheDocument();
    expect(stored()).toHaveLength(12);

    fireEvent.change(name, { target: { value: 'Payment reminder' } });
    openSelect(within(drawer()).getByTestId('parent-select'));
    await pickOption('Billing');
    fireEvent.click(within(drawer()).getByText('Save'));
    await showsCategories(13);
    // A new sub-category goes last among its parent's.
    expect(names().slice(3, 7)).toEqual(['Billing', 'Refund', 'Invoice copy', 'Payment reminder']);
    expect(isNested('Payment reminder')).toBe(true);
    expect(stored().filter((category) => category.name === 'Payment reminder')[0]).toMatchObject({
      color: '#1e90ff',
      parentId: 4,
    });
    expect(rowOf('Billing').querySelector('.la-category-children')).toHaveTextContent('3');
  });

  it('offers only other top-level categories as parent, keeps a category with sub-categories at the top, and shows why one cannot be deleted', async () => {
    await renderRoute('/live-agent/settings/conversation-categories');
    await showsCategories(12);
    fireEvent.click(within(rowOf('Feedback')).getByLabelText('Edit Feedback'));
    await screen.findByText('Edit category');
    openSelect(within(drawer()).getByTestId('parent-select'));
    await waitFor(() =>
      expect(optionTexts()).toEqual(['Sales inquiry', 'Billing', 'Technical issue', 'Account & privacy', 'Other']),
    );
    await pickOption('Account & privacy');
    fireEvent.click(within(drawer()).getByText('Save'));
    await waitFor(() => expect(isNested('Feedback')).toBe(true));
    expect(names().slice(9)).toEqual(['Account & privacy', 'Feedback', 'Other']);
    expect(stored().filter((category) => category.name === 'Feedback')[0].parentId).toBe(10);

    fireEvent.click(within(rowOf('Sales inquiry')).getByLabelText('Edit Sales inquiry'));
    await waitFor(() =>
      expect(
        within(drawer()).getByText('This category has sub-categories, so it stays at the top level.'),
      ).toBeInTheDocument(),
    );
    expect(within(drawer()).getByTestId('parent-select')).toHaveClass('ant-select-disabled');
    fireEvent.click(within(drawer()).getByText('Cancel'));

    // The server says why a category cannot go.
    await confirmDelete('Sales inquiry');
    expect(await screen.findByText('This category has sub-categories. Move or delete them first.')).toBeInTheDocument();
    await confirmDelete('Other');
    expect(await screen.findByText('This category is used by 1 template.')).toBeInTheDocument();
    expect(stored()).toHaveLength(12);
    expect(rows()).toHaveLength(12);
  });

  it('reorders within a level by keyboard and from the row menu; the server keeps the order', async () => {
    await renderRoute('/live-agent/settings/conversation-categories');
    await showsCategories(12);
    const handle = within(rowOf('Pricing')).getByLabelText('Drag to reorder Pricing');
    handle.focus();
    await pressKey(handle, 'Space');
    await pressKey(handle, 'ArrowDown');
    expect(announced()).toBe('Pricing is over position 2 of 2.');
    await pressKey(handle, 'Space');
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Sales inquiry', 'Demo request', 'Pricing']));
    await waitFor(() => expect(storedOrder().slice(0, 3)).toEqual(['Sales inquiry', 'Demo request', 'Pricing']));

    // A top-level category moves with its sub-categories.
    await openRowMenu('Billing');
    await pickMenuItem('Move up');
    const expected = [
      'Billing',
      'Refund',
      'Invoice copy',
      'Sales inquiry',
      'Demo request',
      'Pricing',
      ...SEEDED.slice(6),
    ];
    await waitFor(() => expect(names()).toEqual(expected));
    await waitFor(() => expect(storedOrder()).toEqual(expected));
  });

  itChecksBadTexts({
    what: 'a name',
    rules: () => categoryRules(englishFormRules()).name,
    tooLong: 'Use at most 80 characters.',
    route: '/live-agent/settings/conversation-categories',
    shown: () => showsCategories(SEEDED.length),
    records: stored,
    storedText: (category) => category.name,
    add: 'Add category',
    title: 'New category',
    drawer,
  });
});
