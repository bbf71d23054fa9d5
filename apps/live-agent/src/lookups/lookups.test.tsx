import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Server } from 'miragejs';
import { createTestStore, initTestI18n, signIn, startTestServer } from '../test/render';
import { useDepartments, useQueues } from './lookups';

let server: Server;
let paths: string[];
beforeAll(() => initTestI18n());
beforeEach(() => {
  server = startTestServer();
  paths = [];
  server.pretender.handledRequest = (_verb, _path, request) => {
    paths.push(new URL((request as unknown as { url: string }).url, window.location.origin).pathname);
  };
});
afterEach(() => server.shutdown());

const requestsTo = (path: string) => paths.filter((requested) => requested === path).length;

function DepartmentNames() {
  const { nameOf } = useDepartments();
  return <span>{nameOf(1)}</span>;
}

function QueueCount() {
  return <span>{useQueues().items.length} queues</span>;
}

function Screen() {
  return (
    <>
      <DepartmentNames />
      <DepartmentNames />
      <DepartmentNames />
      <QueueCount />
    </>
  );
}

describe('lookups', () => {
  it("load each list once however many parts of a screen read it (the API slice's cache), and not again when the screen mounts again on the same store", async () => {
    await signIn();
    const store = createTestStore();
    const { unmount } = render(
      <Provider store={store}>
        <Screen />
      </Provider>,
    );
    await waitFor(() => expect(screen.getAllByText('Sales')).toHaveLength(3));
    await screen.findByText('8 queues');
    expect(requestsTo('/api/v1/departments/all')).toBe(1);
    expect(requestsTo('/api/v1/queues/all')).toBe(1);

    // Mounted again on the same store: the names are there, nothing is fetched.
    unmount();
    await act(async () => {
      render(
        <Provider store={store}>
          <Screen />
        </Provider>,
      );
    });
    expect(screen.getAllByText('Sales')).toHaveLength(3);
    expect(requestsTo('/api/v1/departments/all')).toBe(1);
  });
});
