// A resource screen on the API slice (docs/architecture.md, "Server data"), against the real Mirage routes: its
// list view lives in the URL, its route's prefetch is the screen's own request, a page past the end is corrected
// once, and a write refreshes what it touches and nothing else.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { routes } from '../routes';
import { createTestStore, renderRoute, setupScreenTest, signIn } from '../test/render';

const server = setupScreenTest();
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;

/** The product API's requests from now on, as `path?query`. */
function recordRequests() {
  const asked: string[] = [];
  server().pretender.handledRequest = (_verb: string, path: string) => {
    const url = new URL(path, window.location.origin);
    asked.push(`${url.pathname}${url.search}`);
  };
  return {
    to: (path: string) => asked.filter((request) => request.split('?')[0] === `/api/v1${path}`),
  };
}

function prefetch(store: ReturnType<typeof createTestStore>, path: string, search: string) {
  const [{ route }] = matchRoutes(routes, path)! as Array<{ route: RemoteRoute }>;
  for (const action of route.handle!.prefetch!({ params: {}, search: new URLSearchParams(search) }))
    store.dispatch(action as never);
}

describe('resource screens', () => {
  it('asks once when the route asked as the URL opened: the page of the URL, and each list of names', async () => {
    await signIn('admin');
    const store = createTestStore();
    const requests = recordRequests();
    prefetch(store, '/live-agent/agents', 'status=offline&sort=-fullName');
    await waitFor(() => expect(requests.to('/agents')).toHaveLength(1));
    expect(requests.to('/agents')[0]).toContain('status=offline');
    await renderRoute('/live-agent/agents?status=offline&sort=-fullName', { store });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().every((row) => row.querySelector('[data-status="offline"]'))).toBe(true);
    expect(requests.to('/agents')).toHaveLength(1);
    expect(requests.to('/agents/all')).toHaveLength(1);
    expect(requests.to('/departments/all')).toHaveLength(1);
    expect(requests.to('/queues/all')).toHaveLength(1);
    expect(requests.to('/shifts/all')).toHaveLength(1);
  });

  it('keeps its page, size, sort, search and filters in the URL, defaults left out', async () => {
    await renderRoute('/live-agent/agents');
    await waitFor(() => expect(totalText()).toBe('1–10 of 24'));
    expect(location()).toBe('/live-agent/agents');

    fireEvent.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => expect(location()).toBe('/live-agent/agents?page=2'));
    await waitFor(() => expect(totalText()).toBe('11–20 of 24'));

    fireEvent.click(document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!);
    await waitFor(() => expect(location()).toMatch(/[?&]sort=-fullName(&|$)/));
    fireEvent.click(document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!);
    // Back to the default order: nothing of the sort in the URL.
    await waitFor(() => expect(location()).not.toMatch(/sort=/));
  });

  it('corrects a page past the end once, to the last page', async () => {
    const requests = recordRequests();
    await renderRoute('/live-agent/agents?page=9');
    await waitFor(() => expect(location()).toBe('/live-agent/agents?page=3'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(totalText()).toBe('21–24 of 24');
    expect(requests.to('/agents').map((request) => new URL(request, 'http://x').searchParams.get('page'))).toEqual([
      '9',
      '3',
    ]);
  });

  it('refreshes after a write the lists it touches and nothing else', async () => {
    const requests = recordRequests();
    await renderRoute('/live-agent/agents/departments');
    await waitFor(() => expect(rows()).toHaveLength(5));
    await waitFor(() => expect(requests.to('/working-times/all')).toHaveLength(1));
    expect(requests.to('/departments')).toHaveLength(1);
    expect(requests.to('/departments/all')).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Edit Sales'));
    const drawer = await screen.findByTestId('department-drawer');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Sales EMEA' } });
    fireEvent.click(within(drawer).getByText('Save'));
    expect(await screen.findByText('Department saved')).toBeInTheDocument();
    // Its own row, and the department falling back to it: the list and the names both asked again.
    await waitFor(() => expect(screen.getAllByText('Sales EMEA')).toHaveLength(2));
    await waitFor(() => expect(requests.to('/departments/all')).toHaveLength(2));
    expect(requests.to('/departments')).toHaveLength(2);
    expect(requests.to('/working-times/all')).toHaveLength(1);
  });
});
