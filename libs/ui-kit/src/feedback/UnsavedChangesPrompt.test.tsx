// Leaving a page with unsaved changes asks first, inside the app (a data router) and on reload.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { registerUiTranslations } from '../i18n/resources';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

function renderApp(when: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <UnsavedChangesPrompt when={when} />
            <p>Settings page</p>
            <Link to="/agents">Agents</Link>
          </>
        ),
      },
      { path: '/agents', element: <p>Agents page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesPrompt', () => {
  it('lets a page without changes go at once', async () => {
    renderApp(false);
    fireEvent.click(screen.getByText('Agents'));
    expect(await screen.findByText('Agents page')).toBeInTheDocument();
  });

  it('asks before leaving with changes: Keep editing stays, Discard changes leaves', async () => {
    const router = renderApp(true);
    fireEvent.click(screen.getByText('Agents'));
    // antd names the dialog by its title, so the title text appears twice in one dialog.
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getAllByText('Keep editing').at(-1)!);
    });
    expect(router.state.location.pathname).toBe('/settings');

    fireEvent.click(screen.getByText('Agents'));
    await act(async () => {
      fireEvent.click((await screen.findAllByText('Discard changes')).at(-1)!);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agents'));
  });

  it('asks the browser before a reload or closing the tab, only while there are changes', () => {
    renderApp(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
