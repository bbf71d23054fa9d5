// A drawer's code is asked for the first time it opens, never before, and once opened it stays mounted when closed.
import { render, screen } from '@testing-library/react';
import { lazyWhenOpened } from './lazyWhenOpened';

function Panel({ open }: { open: boolean }) {
  return <p data-testid="panel">{open ? 'open' : 'closed'}</p>;
}

it('loads the drawer when it first opens, then keeps it mounted', async () => {
  const load = jest.fn(async () => Panel);
  const Drawer = lazyWhenOpened(load);
  const { rerender } = render(<Drawer open={false} />);
  rerender(<Drawer open={false} />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByTestId('panel')).toBeNull();

  rerender(<Drawer open />);
  expect(await screen.findByText('open')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  rerender(<Drawer open={false} />);
  expect(screen.getByTestId('panel')).toHaveTextContent('closed');
  expect(load).toHaveBeenCalledTimes(1);
});
