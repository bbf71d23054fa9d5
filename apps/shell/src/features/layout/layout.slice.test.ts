import {
  defaultLayout,
  layoutSlice,
  menuCollapsedSet,
  persistLayout,
  readStoredLayout,
  rtlSet,
  skinSet,
} from './layout.slice';

describe('layout slice', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to light skin, left-to-right, expanded visible menu, full width', () => {
    expect(readStoredLayout()).toEqual({
      skin: 'light',
      isRTL: false,
      menuCollapsed: false,
      menuHidden: false,
      contentWidth: 'full',
    });
  });

  it('restores a collapsed menu, dark skin and RTL saved earlier', () => {
    let state = layoutSlice.reducer(defaultLayout, menuCollapsedSet(true));
    state = layoutSlice.reducer(state, skinSet('dark'));
    state = layoutSlice.reducer(state, rtlSet(true));
    persistLayout(state);
    expect(readStoredLayout()).toMatchObject({ menuCollapsed: true, skin: 'dark', isRTL: true });
  });

  it('falls back to the defaults when the stored value is unreadable', () => {
    localStorage.setItem('liveAgent.layout', 'oops');
    expect(readStoredLayout()).toEqual(defaultLayout);
  });
});
