// The side menu as a user opens it: a closed group shows its items once opened, and they lead to their screens; a
// screen inside a group opens with its group open and its item selected. A closed group is given its items only
// when first opened (AppLayout.tsx), so these are what that must keep.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFrame, setupFrameTest } from './layout.testing';

setupFrameTest();
jest.mock('../presenter/PresenterPanel', () => ({ PresenterPanel: () => null }));
jest.mock('../../federation/usePreloadRemotes', () => ({ usePreloadRemotes: () => undefined }));
jest.mock('./useViewport', () => ({ useViewport: () => 'desktop' }));
jest.setTimeout(60_000);

const sideMenu = () => within(screen.getByTestId('app-sider'));

it('shows a closed group’s items once it is opened, and an item leads to its screen', async () => {
  renderFrame('/live-agent/dashboard');
  const group = sideMenu().getByText('Components');
  expect(screen.queryByTestId('menu-showcase-components-buttons')).not.toBeInTheDocument();

  fireEvent.click(group);
  const buttons = await screen.findByTestId('menu-showcase-components-buttons');
  expect(group.closest('.ant-menu-submenu')).toHaveClass('ant-menu-submenu-open');

  fireEvent.click(buttons);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ui/components/buttons'));
  expect(screen.getByTestId('menu-showcase-components-buttons')).toHaveClass('ant-menu-item-selected');

  // Closed again, then opened again: its items come back.
  fireEvent.click(group);
  await waitFor(() => expect(group.closest('.ant-menu-submenu')).not.toHaveClass('ant-menu-submenu-open'));
  fireEvent.click(group);
  await waitFor(() => expect(group.closest('.ant-menu-submenu')).toHaveClass('ant-menu-submenu-open'));
  expect(screen.getByTestId('menu-showcase-components-buttons')).toBeInTheDocument();
});

it('opens on a screen inside a group with that group open and its item selected', async () => {
  renderFrame('/ui/components/buttons');
  const item = await screen.findByTestId('menu-showcase-components-buttons');
  expect(item).toHaveClass('ant-menu-item-selected');
  expect(sideMenu().getByText('Components').closest('.ant-menu-submenu')).toHaveClass('ant-menu-submenu-open');
});

it('keeps the group it opened on, open and with its items, once the user goes to a screen outside it', async () => {
  renderFrame('/ui/components/buttons');
  await screen.findByTestId('menu-showcase-components-buttons');
  fireEvent.click(screen.getByTestId('menu-dashboard'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/dashboard'));
  expect(screen.getByTestId('menu-dashboard')).toHaveClass('ant-menu-item-selected');
  expect(sideMenu().getByText('Components').closest('.ant-menu-submenu')).toHaveClass('ant-menu-submenu-open');
  expect(screen.getByTestId('menu-showcase-components-buttons')).toBeVisible();
});
