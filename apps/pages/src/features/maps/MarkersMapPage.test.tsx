// The markers map: clusters at the whole-world view, a cluster zooms in until it splits, a city's marker opens its
// popup from the keyboard, and the search flies to a city (the map's transform moves) and opens its popup.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const scale = () =>
  Number(/scale\(([\d.]+)\)/.exec(screen.getByTestId('map-layer').getAttribute('transform') ?? '')?.[1] ?? 1);

describe('Markers map', () => {
  it('shows clusters zoomed out; a cluster zooms in until it splits', async () => {
    await renderRoute('/maps/markers');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const map = await screen.findByRole('region', { name: /World map of customers by city/ });
    const clusters = within(map).getAllByRole('button', { name: /cities, select to zoom in$/ });
    expect(clusters.length).toBeGreaterThan(2);
    const shownBefore = within(map).getAllByTestId(/^(cluster|city)$/).length;

    fireEvent.keyDown(clusters[0], { key: 'Enter' });
    await waitFor(() => expect(scale()).toBeGreaterThan(1), { timeout: 5000 });
    await waitFor(() => expect(within(map).getAllByTestId(/^(cluster|city)$/).length).toBeGreaterThan(shownBefore), {
      timeout: 5000,
    });
  });

  it('searches a city, flies to it and opens its popup', async () => {
    await renderRoute('/maps/markers');
    const search = await screen.findByRole('combobox', { name: 'Find a city' });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'Toky' } });
    fireEvent.click(await screen.findByTitle('Tokyo, Japan'));

    const popup = await screen.findByRole('heading', { level: 3, name: 'Tokyo' }, { timeout: 5000 });
    expect(scale()).toBeCloseTo(12);
    const card = popup.closest('.maps-popup') as HTMLElement;
    expect(within(card).getByText('Japan')).toBeInTheDocument();
    expect(within(card).getByText('1,045')).toBeInTheDocument();
    const marker = screen.getByRole('button', { name: 'Tokyo: 1,045 customers' });
    expect(marker).toHaveAttribute('aria-expanded', 'true');

    // Escape on the marker closes it; Enter opens it again.
    fireEvent.keyDown(marker, { key: 'Escape' });
    await waitFor(() => expect(marker).toHaveAttribute('aria-expanded', 'false'));
    fireEvent.keyDown(marker, { key: 'Enter' });
    await waitFor(() => expect(marker).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(marker).toHaveAttribute('aria-expanded', 'false'));
  });
});
