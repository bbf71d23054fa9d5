import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import {
  Link,
  MemoryRouter,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { readUrlState, urlParam, useUrlState, writeUrlState } from './urlState';

const SORTS = ['latest', 'title'] as const;
const SCHEMA = {
  q: urlParam.text(),
  sort: urlParam.oneOf(SORTS, 'latest'),
  page: urlParam.integer(1),
  perPage: urlParam.integer(25, { allowed: [10, 25, 50] }),
  date: urlParam.day(),
};

describe('readUrlState / writeUrlState', () => {
  it('reads typed values, with defaults for what is missing or cannot be read', () => {
    expect(readUrlState(new URLSearchParams('q=tea&sort=title&page=3&perPage=50&date=2025-03-04'), SCHEMA)).toEqual({
      q: 'tea',
      sort: 'title',
      page: 3,
      perPage: 50,
      date: '2025-03-04',
    });
    expect(readUrlState(new URLSearchParams('sort=sideways&page=-2&perPage=7&date=2025-02-30'), SCHEMA)).toEqual({
      q: '',
      sort: 'latest',
      page: 1,
      perPage: 25,
      date: null,
    });
    expect(readUrlState(new URLSearchParams('page=2.5'), SCHEMA).page).toBe(1);
  });

  it('writes changes, drops defaults and empty values, and keeps parameters it does not know', () => {
    const next = writeUrlState(new URLSearchParams('range=last28&sort=title&page=4'), SCHEMA, {
      sort: 'latest',
      page: 2,
      q: 'tea',
    });
    expect(next.toString()).toBe('range=last28&page=2&q=tea');
    expect(writeUrlState(next, SCHEMA, { q: '', page: 1 }).toString()).toBe('range=last28');
  });
});

describe('useUrlState', () => {
  function List() {
    const [values, setValues] = useUrlState(SCHEMA);
    const location = useLocation();
    const navigation = useNavigationType();
    return (
      <>
        <output data-testid="values">{JSON.stringify(values)}</output>
        <output data-testid="location">{location.search}</output>
        <output data-testid="navigation">{navigation}</output>
        <button type="button" onClick={() => setValues({ sort: 'title', page: 1 })}>
          Sort by title
        </button>
        <button type="button" onClick={() => setValues({ q: 'tea' }, { replace: true })}>
          Search
        </button>
      </>
    );
  }

  it('reads the URL and writes to it, as a new entry or in place', () => {
    render(
      <MemoryRouter initialEntries={['/list?page=3&sort=bogus&other=kept']}>
        <List />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
      q: '',
      sort: 'latest',
      page: 3,
      perPage: 25,
      date: null,
    });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Sort by title' })));
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=title&other=kept');
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=title&other=kept&q=tea');
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '').q).toBe('tea');
  });

  it('writes onto the address the router is at, while the screen of the one left is still drawn', async () => {
    // The next screen is still loading (as a remote's does), so the router renders it in a transition and the list
    // of the address left stays on screen: a search typed meanwhile belongs to the address the user went to.
    const loading = new Promise<never>(() => undefined);
    function Loading(): never {
      return use(loading);
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Link to="/mine">My tasks</Link>
              <List />
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </>
          ),
          children: [
            { path: '/high', element: null },
            { path: '/mine', element: <Loading /> },
          ],
        },
      ],
      { initialEntries: ['/high?sort=title'] },
    );
    render(<RouterProvider router={router} />);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'My tasks' })));
    expect(router.state.location.pathname).toBe('/mine');
    // Still drawn for the address left.
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=title');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(router.state.location.pathname).toBe('/mine');
    expect(router.state.location.search).toBe('?q=tea');
  });
});
