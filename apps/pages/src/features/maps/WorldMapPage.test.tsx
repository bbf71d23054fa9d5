// The world map against the real Mirage route: a country with a figure is a button named with its translated name
// and its count from the endpoint; focus shows the same in a tooltip; the zoom buttons and keys change the view.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const layer = () => screen.getByTestId('map-layer');

describe('World map', () => {
  it('names each country with a figure from the endpoint and shows it in a tooltip on focus', async () => {
    await renderRoute('/maps/world');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const map = await screen.findByRole('region', { name: /World map of conversations/ });
    const germany = await within(map).findByRole('button', { name: 'Germany: 2,640 conversations' });
    // Every figure the endpoint answers is one country button; the rest of the world is painted, not focusable.
    expect(within(map).getAllByRole('button', { name: /: [\d,]+ conversations?$/ })).toHaveLength(47);
    expect(within(map).getByRole('button', { name: 'United States: 4,210 conversations' })).toBeInTheDocument();
    expect(layer().querySelectorAll('path').length).toBeGreaterThan(170);

    fireEvent.focus(germany);
    expect(within(map).getByRole('tooltip')).toHaveTextContent('Germany: 2,640 conversations');
    fireEvent.blur(germany);
    expect(within(map).queryByRole('tooltip')).toBeNull();

    fireEvent.click(germany);
    expect(germany).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Germany: 2,640 conversations', { selector: '.maps-pinned' })).toBeInTheDocument();
  });

  it('zooms in and out with the buttons and pans with the arrow keys', async () => {
    await renderRoute('/maps/world');
    const map = await screen.findByRole('region', { name: /World map of conversations/ });
    await within(map).findByRole('button', { name: 'Germany: 2,640 conversations' });
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(layer().getAttribute('transform') ?? '')?.[1] ?? 1);
    expect(layer().getAttribute('transform')).toBe('translate(0,0) scale(1)');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(scale()).toBeCloseTo(1.6));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(scale()).toBeCloseTo(2.56));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(scale()).toBeCloseTo(1.6));

    const before = layer().getAttribute('transform');
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() => expect(layer().getAttribute('transform')).not.toBe(before));
    fireEvent.keyDown(map, { key: '+' });
    await waitFor(() => expect(scale()).toBeCloseTo(2.56));

    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    await waitFor(() => expect(layer().getAttribute('transform')).toBe('translate(0,0) scale(1)'));
  });

  it('lists the same figures in a table, highest first', async () => {
    await renderRoute('/maps/world');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('United States');
    expect(first).toHaveTextContent('4,210');
  });
});
