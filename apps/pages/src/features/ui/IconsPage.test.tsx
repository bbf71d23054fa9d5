// The icon set: the search narrows the tiles and says how many it found, and a tile copies its import line.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

const tiles = () => within(screen.getByRole('list', { name: 'Icons' })).getAllByRole('button');

describe('Icons', () => {
  it('filters the grid by name and copies the import line of the chosen icon', async () => {
    await renderRoute('/ui/icons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(60);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search icons' }), { target: { value: 'ArrowUp' } });
    await waitFor(() =>
      expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['Copy the import of ArrowUpOutlined']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 icon');

    fireEvent.click(screen.getByRole('button', { name: 'Copy the import of ArrowUpOutlined' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("import { ArrowUpOutlined } from '@ant-design/icons';"));
    expect(await screen.findByText('Copied the import of ArrowUpOutlined.')).toBeInTheDocument();
  });

  it('switches the style and says when no name matches', async () => {
    await renderRoute('/ui/icons');
    fireEvent.click(await screen.findByText('Two-tone'));
    await waitFor(() => expect(tiles()[0]).toHaveAccessibleName(/TwoTone$/));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search icons' }), { target: { value: '<img src=x>' } });
    expect(await screen.findByText('No icon name contains “<img src=x>”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 icons');
  });
});
