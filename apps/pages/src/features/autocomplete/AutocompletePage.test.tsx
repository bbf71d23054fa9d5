// The autocomplete demo with real antd against the real Mirage route: suggestions narrow as you type (ignoring
// case and accents), are chosen with the keyboard, come grouped by continent, and mark the typed part.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';
import { matchRange } from './matching';

jest.setTimeout(60_000);

setupScreenTest();
silenceActWarnings();

const inputOf = (card: HTMLElement) => within(card).getByRole('combobox');
const openList = () => document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!;
const shownOptions = () =>
  Array.from(openList().querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);

describe('matchRange', () => {
  it('finds the typed part ignoring case and accents, on the original text', () => {
    expect(matchRange('São Paulo, Brazil', 'sao')).toEqual([0, 3]);
    expect(matchRange('Zürich, Switzerland', 'ZUR')).toEqual([0, 3]);
    expect(matchRange('Lisbon, Portugal', 'port')).toEqual([8, 12]);
    expect(matchRange('Lisbon', 'xyz')).toBeNull();
    expect(matchRange('Lisbon', '  ')).toBeNull();
  });
});

describe('Autocomplete', () => {
  it('narrows the suggestions as you type and chooses one with the arrow keys and Enter', async () => {
    await renderRoute('/forms/autocomplete');
    const card = await screen.findByTestId('autocomplete-basic');
    const input = inputOf(card);
    fireEvent.change(input, { target: { value: 'SAO' } });
    await waitFor(() => expect(shownOptions()).toEqual(['São Paulo, Brazil']));
    fireEvent.change(input, { target: { value: 'port' } });
    await waitFor(() => expect(shownOptions()).toEqual(['Lisbon, Portugal', 'Porto, Portugal']));
    const active = () => openList().querySelector('.ant-select-item-option-active')?.textContent;
    const down = () => fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    down();
    if (active() !== 'Porto, Portugal') down();
    await waitFor(() => expect(active()).toBe('Porto, Portugal'));
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(within(card).getByTestId('autocomplete-basic-chosen')).toHaveTextContent('Chosen: Porto, Portugal'),
    );
    expect(input).toHaveValue('Porto, Portugal');
  });

  it('says when nothing matches', async () => {
    await renderRoute('/forms/autocomplete');
    const card = await screen.findByTestId('autocomplete-basic');
    fireEvent.change(inputOf(card), { target: { value: 'atlantis' } });
    expect(await screen.findByText('No place matches.')).toBeInTheDocument();
    expect(within(card).getByText('Nothing chosen yet.')).toBeInTheDocument();
  });

  it('groups the suggestions under their continent', async () => {
    await renderRoute('/forms/autocomplete');
    const card = await screen.findByTestId('autocomplete-grouped');
    fireEvent.change(inputOf(card), { target: { value: 'an' } });
    await waitFor(() => expect(openList().querySelectorAll('.ant-select-item-group').length).toBeGreaterThan(1));
    const groups = Array.from(openList().querySelectorAll('.ant-select-item-group')).map((group) => group.textContent);
    expect(groups).toEqual(expect.arrayContaining(['Americas', 'Europe']));
    fireEvent.click(within(openList()).getByText('Amsterdam, Netherlands'));
    await waitFor(() =>
      expect(within(card).getByTestId('autocomplete-grouped-chosen')).toHaveTextContent(
        'Chosen: Amsterdam, Netherlands',
      ),
    );
  });

  it('marks the typed part in each suggestion', async () => {
    await renderRoute('/forms/autocomplete');
    const card = await screen.findByTestId('autocomplete-highlight');
    fireEvent.change(inputOf(card), { target: { value: 'ber' } });
    await waitFor(() => expect(openList().querySelectorAll('mark').length).toBeGreaterThan(0));
    const marked = Array.from(openList().querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marked.every((text) => text?.toLowerCase() === 'ber')).toBe(true);
  });
});
