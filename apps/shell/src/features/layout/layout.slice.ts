// Layout preferences: light skin, vertical menu, full width, floating navbar, hidden
// footer by default. Everything a user toggles is kept in localStorage and restored on load.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Skin = 'light' | 'dark';
export type ContentWidth = 'full' | 'boxed';

export interface LayoutState {
  skin: Skin;
  isRTL: boolean;
  menuCollapsed: boolean;
  menuHidden: boolean;
  contentWidth: ContentWidth;
}

export const LAYOUT_KEY = 'liveAgent.layout';

export const defaultLayout: LayoutState = {
  skin: 'light',
  isRTL: false,
  menuCollapsed: false,
  menuHidden: false,
  contentWidth: 'full',
};

export function readStoredLayout(storage: Storage = localStorage): LayoutState {
  try {
    const stored = JSON.parse(storage.getItem(LAYOUT_KEY) ?? '{}');
    return { ...defaultLayout, ...(stored && typeof stored === 'object' ? stored : {}) };
  } catch {
    return defaultLayout;
  }
}

export function persistLayout(state: LayoutState, storage: Storage = localStorage) {
  storage.setItem(LAYOUT_KEY, JSON.stringify(state));
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: defaultLayout,
  reducers: {
    skinSet(state, { payload }: PayloadAction<Skin>) {
      state.skin = payload;
    },
    rtlSet(state, { payload }: PayloadAction<boolean>) {
      state.isRTL = payload;
    },
    menuCollapsedSet(state, { payload }: PayloadAction<boolean>) {
      state.menuCollapsed = payload;
    },
    menuHiddenSet(state, { payload }: PayloadAction<boolean>) {
      state.menuHidden = payload;
    },
    contentWidthSet(state, { payload }: PayloadAction<ContentWidth>) {
      state.contentWidth = payload;
    },
  },
  selectors: { selectLayout: (state) => state },
});

export const { skinSet, rtlSet, menuCollapsedSet, menuHiddenSet, contentWidthSet } = layoutSlice.actions;
export const { selectLayout } = layoutSlice.selectors;
