// The smaller extensions, each by what a user does: copy succeeds or is refused with a message; Shift+F10 opens a
// row's menu and its action shows; the tour opens and steps with the keyboard; stars and sliders move with keys.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();
afterEach(() => jest.restoreAllMocks());

const page = async (path: string, title: string) => {
  await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
};

describe('clipboard', () => {
  it('copies the input’s text and says so; when the browser refuses, says that instead', async () => {
    const writeText = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await page('/extensions/clipboard', 'Clipboard');
    const input = screen.getByRole('textbox', { name: 'Text to copy' });
    fireEvent.change(input, { target: { value: 'Hello there' } });
    const copy = screen.getByRole('button', { name: 'Copy' });
    fireEvent.click(copy);
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Copied to the clipboard.'));
    expect(writeText).toHaveBeenCalledWith('Hello there');
    fireEvent.click(copy);
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Copying was blocked by the browser.'),
    );
  });
});

describe('context menu', () => {
  it('opens a row’s menu with Shift+F10 and pins the row to the top', async () => {
    await page('/extensions/context-menu', 'Context menu');
    const rows = () => screen.getAllByTestId(/^context-row-/).map((row) => row.getAttribute('data-testid'));
    expect(rows()[0]).toBe('context-row-refund');
    const invoice = screen.getByTestId('context-row-invoice');
    invoice.focus();
    fireEvent.keyDown(invoice, { key: 'F10', shiftKey: true });
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('Pin to top'));
    await waitFor(() => expect(rows()[0]).toBe('context-row-invoice'));
    expect(screen.getByTestId('context-row-invoice')).toHaveTextContent('pinned');
  });

  it('opens on right-click and archives the row', async () => {
    await page('/extensions/context-menu', 'Context menu');
    fireEvent.contextMenu(screen.getByTestId('context-row-delivery'));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Archive'));
    await waitFor(() => expect(screen.queryByTestId('context-row-delivery')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Bring back archived conversations' }));
    expect(await screen.findByTestId('context-row-delivery')).toBeInTheDocument();
  });
});

describe('tour', () => {
  it('opens, steps forward and back with the arrow keys, and closes with Escape', async () => {
    await page('/extensions/tour', 'Guided tour');
    fireEvent.click(screen.getByRole('button', { name: 'Start the tour' }));
    expect(await screen.findByText('Find a conversation')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(await screen.findByText('Start a conversation')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End the tour' }));
    await waitFor(() => expect(screen.queryByText('Step 2 of 4')).toBeNull());
  });
});

describe('ratings and sliders', () => {
  it('names every star and moves the rating with the arrow keys', async () => {
    await page('/extensions/ratings', 'Ratings');
    const basic = screen.getByLabelText('Basic');
    expect(within(basic).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getAllByText('3 out of 5').length).toBeGreaterThan(0);
    fireEvent.keyDown(basic, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(within(basic).getByRole('radio', { name: '4 stars' })).toBeChecked());
    expect(screen.getByText('4 out of 5')).toBeInTheDocument();
  });

  it('writes the price range in the page’s currency format and moves a handle with the keys', async () => {
    await page('/extensions/sliders', 'Sliders');
    const euros = (value: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
    expect(screen.getByTestId('price-range')).toHaveTextContent(`${euros(120)} – ${euros(480)}`);
    const lowest = screen.getByRole('slider', { name: 'Lowest price' });
    expect(lowest).toHaveAttribute('aria-valuetext', euros(120));
    fireEvent.keyDown(lowest, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent(`${euros(130)} – ${euros(480)}`));
  });
});
