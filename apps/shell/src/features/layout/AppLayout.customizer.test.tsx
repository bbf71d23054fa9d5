// The customizer as a user meets it in the signed-in frame: each choice applies to the frame at once (menu bar or
// side menu, the navbar's type and colour, the footer, the transition, the content's width, the skin's menu and
// frame) and goes to the store the shell keeps in localStorage (layout.slice.test.ts reads it back). What a choice
// changes on screen is mostly layout.css keyed on the frame's classes: those are read from the file itself
// (test/frameStyle.ts), so a class the frame draws with no rule behind it, or a rule the frame never matches, fails.
import path from 'path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFrame, setupFrameTest } from './layout.testing';
import { styleFromSheet, type MediaPreferences } from '../../test/frameStyle';
import en from '../../i18n/locales/en.json';
import { defaultLayout, LAYOUT_CHOICES, selectLayout } from './layout.slice';

setupFrameTest();
// The presenter panel (it reads the runtime config) and the remotes' preloading are not under test.
jest.mock('../presenter/PresenterPanel', () => ({ PresenterPanel: () => null }));
jest.mock('../../federation/usePreloadRemotes', () => ({ usePreloadRemotes: () => undefined }));
// A desktop's width (jsdom measures none).
jest.mock('./useViewport', () => ({ useViewport: () => 'desktop' }));

// The whole signed-in frame, drawn again at each choice.
jest.setTimeout(60_000);

/** What layout.css gives `property` on `element`, for a system that asks for `preferences`. */
const frameStyle = (element: Element, property: string, preferences?: MediaPreferences) =>
  styleFromSheet(path.join(__dirname, 'layout.css'), element, property, preferences);
/** Someone who asked their system for less motion. */
const REDUCED_MOTION = { 'prefers-reduced-motion': 'reduce' };

const frame = () => screen.getByTestId('app-layout');
const sideMenu = () => screen.getByTestId('app-sider').querySelector('.ant-menu')!;
/** The box each screen is drawn in: its class is the transition, its width the content width's. */
const screenBox = () => document.querySelector('.app-content')!.firstElementChild!;

async function openCustomizer() {
  fireEvent.click(screen.getByTestId('customizer-open'));
  await screen.findByTestId('customizer');
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

it('draws the dark skin dark, menu and navbar, and the bordered skin with lines in place of shadows', async () => {
  renderFrame();
  // The light skin: a light menu and a floating navbar with a shadow.
  expect(sideMenu()).toHaveClass('ant-menu-light');
  expect(frameStyle(screen.getByTestId('navbar'), 'box-shadow')).toMatch(/^0 4px 24px/);
  await openCustomizer();

  await pick('Skin', 'Dark');
  expect(frame()).toHaveClass('skin-dark');
  expect(frame()).not.toHaveClass('skin-light');
  expect(sideMenu()).toHaveClass('ant-menu-dark');
  expect(frameStyle(screen.getByTestId('navbar'), 'background')).toBe('#1f1f1f');

  await pick('Skin', 'Bordered');
  expect(frame()).toHaveClass('skin-bordered');
  expect(frame()).not.toHaveClass('skin-dark');
  // Light again, with a border where the light skin casts a shadow.
  expect(sideMenu()).toHaveClass('ant-menu-light');
  const navbar = screen.getByTestId('navbar');
  expect(frameStyle(navbar, 'background')).toBe('#fff');
  expect(frameStyle(navbar, 'box-shadow')).toBe('none');
  expect(frameStyle(navbar, 'border')).toBe('1px solid #d9d9d9');
  const sider = screen.getByTestId('app-sider');
  expect(frameStyle(sider, 'box-shadow')).toBe('none');
  expect(frameStyle(sider, 'border-inline-end')).toBe('1px solid #d9d9d9');
});

it('lets the static navbar and footer scroll with the page, and boxes the content', async () => {
  renderFrame();
  const navbar = screen.getByTestId('navbar');
  // Floating by default: it stays at the top, away from the edges.
  expect(frameStyle(navbar, 'position')).toBe('sticky');
  expect(frameStyle(screenBox(), 'max-width')).toBeUndefined();
  await openCustomizer();

  await pick('Navbar', 'Static');
  expect(screen.getByTestId('navbar')).toHaveClass('navbar-static');
  expect(frame()).toHaveClass('navbar-is-static');
  expect(frameStyle(screen.getByTestId('navbar'), 'position')).toBe('static');
  expect(frameStyle(screen.getByTestId('navbar'), 'margin')).toBe('0');

  await pick('Footer', 'Static');
  const footer = screen.getByTestId('app-footer');
  expect(footer).toHaveClass('footer-static');
  // In the flow after the screen, not held to the bottom edge as the sticky footer is.
  expect(frameStyle(footer, 'position')).toBeUndefined();
  expect(screenBox().compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(footer).getByText('Help centre')).toHaveAttribute('href', '/pages/faq');

  await pick('Content width', 'Boxed');
  expect(document.querySelector('.app-content')).toHaveClass('width-boxed');
  expect(frameStyle(screenBox(), 'max-width')).toBe('1200px');
  expect(frameStyle(screenBox(), 'margin')).toBe('0 auto');
  await pick('Content width', 'Full');
  expect(frameStyle(screenBox(), 'max-width')).toBeUndefined();
});

// The frame does not ask matchMedia about motion: the transition is a CSS animation that layout.css turns off in a
// prefers-reduced-motion block, so the test reads the file with and without that preference.
it('animates a screen change as chosen, not at all with None, and never for someone who asked for less motion', async () => {
  renderFrame();
  expect(screenBox()).toHaveClass('route-fade');
  expect(frameStyle(screenBox(), 'animation')).toBe('route-fade 0.35s ease-out');
  await openCustomizer();

  await pick('Screen transition', 'None');
  expect(screenBox()).toHaveClass('route-none');
  expect(screenBox()).not.toHaveClass('route-fade');
  expect(frameStyle(screenBox(), 'animation')).toBeUndefined();

  // Every transition the customizer offers, whatever it is, gives no motion to whoever asked their system for less.
  const labels: Record<string, string> = en.customizer.values.transition;
  for (const transition of LAYOUT_CHOICES.transition) {
    await pick('Screen transition', labels[transition]);
    expect(screenBox()).toHaveClass(`route-${transition}`);
    if (transition !== 'none')
      expect(frameStyle(screenBox(), 'animation')).toMatch(new RegExp(`^route-${transition} `));
    expect(frameStyle(screenBox(), 'animation', REDUCED_MOTION) ?? 'none').toBe('none');
  }
});
