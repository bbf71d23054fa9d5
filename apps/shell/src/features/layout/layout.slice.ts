// The theme's layout choices (the customizer's): light skin, vertical menu, full width, floating white navbar, hidden
// footer and a fade between screens by default. Every choice is kept in localStorage and restored on load; a stored
// value the shell no longer offers (an old or hand-edited one) gives that choice's default.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Each choice and the values it offers, the first being the default. */
export const LAYOUT_CHOICES = {
  // Semi-dark: a dark menu beside light content; bordered: light, with borders in place of shadows.
  skin: ['light', 'dark', 'bordered', 'semi-dark'],
  menuLayout: ['vertical', 'horizontal'],
  navbarType: ['floating', 'sticky', 'static', 'hidden'],
  // 'default' follows the skin; the others are fills that white text reads on (4.5:1 or more).
  navbarColor: ['default', 'primary', 'success', 'danger', 'info', 'dark'],
  footerType: ['hidden', 'static', 'sticky'],
  transition: ['fade', 'zoom', 'none'],
  contentWidth: ['full', 'boxed'],
} as const;

type Choices = typeof LAYOUT_CHOICES;
export type Skin = Choices['skin'][number];
export type MenuLayout = Choices['menuLayout'][number];
export type NavbarType = Choices['navbarType'][number];
export type NavbarColor = Choices['navbarColor'][number];
export type FooterType = Choices['footerType'][number];
export type RouteTransition = Choices['transition'][number];
export type ContentWidth = Choices['contentWidth'][number];

export interface LayoutState {
  skin: Skin;
  menuLayout: MenuLayout;
  navbarType: NavbarType;
  navbarColor: NavbarColor;
  footerType: FooterType;
  transition: RouteTransition;
  contentWidth: ContentWidth;
  isRTL: boolean;
  menuCollapsed: boolean;
  menuHidden: boolean;
}

export const LAYOUT_KEY = 'liveAgent.layout';

export const defaultLayout: LayoutState = {
  skin: 'light',
  menuLayout: 'vertical',
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'hidden',
  transition: 'fade',
  contentWidth: 'full',
  isRTL: false,
  menuCollapsed: false,
  menuHidden: false,
};

const SWITCHES = ['isRTL', 'menuCollapsed', 'menuHidden'] as const;

/** `base` with each readable choice of `stored` taken over; the others stay as `base` has them. */
export function layoutFrom(stored: unknown, base: LayoutState = defaultLayout): LayoutState {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const layout: Record<string, unknown> = { ...base };
  for (const [key, values] of Object.entries(LAYOUT_CHOICES)) {
    if ((values as readonly unknown[]).includes(record[key])) layout[key] = record[key];
  }
  for (const key of SWITCHES) if (typeof record[key] === 'boolean') layout[key] = record[key];
  return layout as unknown as LayoutState;
}

export function readStoredLayout(storage: Storage = localStorage): LayoutState {
  try {
    return layoutFrom(JSON.parse(storage.getItem(LAYOUT_KEY) ?? '{}'));
  } catch {
    return defaultLayout;
  }
}

export function persistLayout(state: LayoutState, storage: Storage = localStorage) {
  storage.setItem(LAYOUT_KEY, JSON.stringify(state));
}

/** The antd theme the content is drawn in: only the dark skin is dark there. */
export const contentThemeOf = (skin: Skin): 'light' | 'dark' => (skin === 'dark' ? 'dark' : 'light');
/** The menu's theme: dark in the dark and semi-dark skins. */
export const menuThemeOf = (skin: Skin): 'light' | 'dark' =>
  skin === 'dark' || skin === 'semi-dark' ? 'dark' : 'light';

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: defaultLayout,
  reducers: {
    /** Some choices changed; values the shell does not offer are ignored. */
    layoutChanged(state, { payload }: PayloadAction<Partial<LayoutState>>) {
      return layoutFrom(payload, state);
    },
    layoutReset() {
      return defaultLayout;
    },
  },
  selectors: { selectLayout: (state) => state },
});

export const { layoutChanged, layoutReset } = layoutSlice.actions;
export const { selectLayout } = layoutSlice.selectors;
