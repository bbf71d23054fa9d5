import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { until } from '@live-agent/test-fixtures';
import { lazyPage } from './lazyPage';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPage', () => {
  it('fetches the page and its strings once, whether preloaded before the visit or not', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const ready = jest.fn(() => Promise.resolve());
    const Lazy = lazyPage(load, ready);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback="loading">
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('shows the page only once its strings are in', async () => {
    let stringsIn = () => {};
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(
      load,
      () =>
        new Promise<void>((resolve) => {
          stringsIn = resolve;
        }),
    );
    render(
      <Suspense fallback="loading">
        <Lazy name="Ana" />
      </Suspense>,
    );
    // The page's code is in (its import resolved at once); the strings are not.
    await until(() => load.mock.results.length > 0);
    await act(async () => {
      await load.mock.results[0].value;
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    stringsIn();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const load = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
      .mockImplementation(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await expect(Lazy.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
