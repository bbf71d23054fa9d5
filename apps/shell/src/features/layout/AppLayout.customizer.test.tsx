// The customizer as a user meets it in the signed-in frame: each choice applies to the frame at once (menu bar or
// side menu, the navbar's type and colour, the footer, the transition, the skin's menu) and goes to the store the
// shell keeps in localStorage (layout.slice.test.ts reads it back).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios from 'axios';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { authSlice } from '@live-agent/auth';
import { setupTestServer } from '@live-agent/ui-kit/testing';
import { remotesSlice } from '../presenter';
import { organizationSlice } from '../organization';
import { initTestI18n, renderWithProviders } from '../../test/render';
import { defaultLayout, layoutSlice, selectLayout } from './layout.slice';
import AppLayout from './AppLayout';

setupTestServer();
// The presenter panel (it reads the runtime config) and the remotes' preloading are not under test.
jest.mock('../presenter/PresenterPanel', () => ({ PresenterPanel: () => null }));
jest.mock('../../federation/usePreloadRemotes', () => ({ usePreloadRemotes: () => undefined }));
// A desktop's width (jsdom measures none).
jest.mock('./useViewport', () => ({ useViewport: () => 'desktop' }));

// The whole signed-in frame, drawn again at each choice.
jest.setTimeout(60_000);

beforeAll(async () => {
  await initTestI18n();
});

function renderFrame() {
  const store = attachApi(
    createAppStore({
      slices: [authSlice, layoutSlice, remotesSlice, organizationSlice],
      sagaContext: { api: axios.create() },
    }),
  );
  renderWithProviders(<AppLayout />, { store: store as never, route: '/live-agent/dashboard' });
  return store;
}

/**
 * Picks `value` of the customizer's choice named `choice`. Found by text, not by role and name: jsdom works out the
 * style of every element a name is computed over from antd's rules, seconds per query.
 */
async function pick(choice: string, value: string) {
  const drawer = screen.getByTestId('customizer');
  const group = within(drawer).getByText(choice).closest('.ant-form-item')!.querySelector('[role="radiogroup"]')!;
  expect(group).toHaveAccessibleName(choice);
  const button = within(group as HTMLElement)
    .getByText(value)
    .closest('label')!;
  fireEvent.click(button);
  await waitFor(() => expect(button.querySelector('input')).toBeChecked());
}

it('draws the skin, the navbar, the footer and the transition as chosen, at once, and goes back to the defaults', async () => {
  const store = renderFrame();
  expect(screen.getByTestId('app-sider')).toBeInTheDocument();
  expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('customizer-open'));
  await screen.findByTestId('customizer');

  await pick('Skin', 'Semi-dark');
  expect(screen.getByTestId('app-layout')).toHaveClass('skin-semi-dark');
  expect(screen.getByTestId('app-sider').querySelector('.ant-menu')).toHaveClass('ant-menu-dark');

  await pick('Navbar colour', 'Indigo');
  expect(screen.getByTestId('navbar')).toHaveClass('navbar-color-primary');
  await pick('Navbar', 'Sticky');
  expect(screen.getByTestId('navbar')).toHaveClass('navbar-sticky');

  await pick('Footer', 'Sticky');
  expect(screen.getByTestId('app-footer')).toHaveClass('footer-sticky');
  expect(within(screen.getByTestId('app-footer')).getByText('Help centre')).toHaveAttribute('href', '/pages/faq');

  await pick('Screen transition', 'Zoom');
  expect(document.querySelector('.route-zoom')).not.toBeNull();

  await pick('Navbar', 'Hidden');
  await waitFor(() => expect(screen.queryByTestId('navbar')).not.toBeInTheDocument());
  // With no navbar, the customizer is still one click away.
  expect(screen.getByTestId('customizer-open')).toHaveAccessibleName('Customize the theme');

  expect(selectLayout(store.getState() as never)).toMatchObject({
    skin: 'semi-dark',
    navbarColor: 'primary',
    navbarType: 'hidden',
    footerType: 'sticky',
    transition: 'zoom',
  });
  fireEvent.click(screen.getByTestId('customizer-reset'));
  await waitFor(() => expect(selectLayout(store.getState() as never)).toEqual(defaultLayout));
  expect(screen.getByTestId('navbar')).toHaveClass('navbar-floating');
  expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
});

it('puts the sections in a bar under the navbar in the horizontal layout, with no side menu to toggle', async () => {
  renderFrame();
  fireEvent.click(screen.getByTestId('customizer-open'));
  await screen.findByTestId('customizer');
  await pick('Menu layout', 'Horizontal');
  await waitFor(() => expect(screen.queryByTestId('app-sider')).not.toBeInTheDocument());
  const bar = screen.getByTestId('app-hmenu');
  for (const section of ['Live chat', 'Apps', 'Pages']) expect(within(bar).getByText(section)).toBeInTheDocument();
  expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();
});
