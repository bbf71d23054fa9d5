import {
  contentThemeOf,
  defaultLayout,
  LAYOUT_CHOICES,
  layoutChanged,
  layoutReset,
  layoutSlice,
  menuThemeOf,
  persistLayout,
  readStoredLayout,
} from './layout.slice';

describe('layout slice', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the theme’s layout: light skin, vertical menu, floating navbar, hidden footer, a fade, full width', () => {
    expect(readStoredLayout()).toEqual({
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
    });
  });

  it('keeps every choice across a reload', () => {
    const chosen = {
      skin: 'semi-dark',
      menuLayout: 'horizontal',
      navbarType: 'sticky',
      navbarColor: 'primary',
      footerType: 'sticky',
      transition: 'zoom',
      contentWidth: 'boxed',
      isRTL: true,
      menuCollapsed: true,
      menuHidden: true,
    } as const;
    persistLayout(layoutSlice.reducer(defaultLayout, layoutChanged(chosen)));
    expect(readStoredLayout()).toEqual(chosen);
  });

  it('offers each choice’s every value, and ignores one it does not offer', () => {
    for (const [choice, values] of Object.entries(LAYOUT_CHOICES)) {
      for (const value of values) {
        expect(layoutSlice.reducer(defaultLayout, layoutChanged({ [choice]: value }))).toMatchObject({
          [choice]: value,
        });
      }
    }
    const state = layoutSlice.reducer(defaultLayout, layoutChanged({ skin: 'dark' }));
    expect(layoutSlice.reducer(state, layoutChanged({ skin: 'neon' as never, navbarType: 'static' }))).toMatchObject({
      skin: 'dark',
      navbarType: 'static',
    });
    expect(layoutSlice.reducer(state, layoutReset())).toEqual(defaultLayout);
  });

  it('reads an old or hand-edited value choice by choice, and an unreadable one as the defaults', () => {
    localStorage.setItem('liveAgent.layout', JSON.stringify({ skin: 'dark', navbarType: 'wobbly', isRTL: 'yes' }));
    expect(readStoredLayout()).toEqual({ ...defaultLayout, skin: 'dark' });
    localStorage.setItem('liveAgent.layout', 'oops');
    expect(readStoredLayout()).toEqual(defaultLayout);
  });

  it('draws the content dark only in the dark skin, and the menu dark in the dark and semi-dark skins', () => {
    expect(LAYOUT_CHOICES.skin.map(contentThemeOf)).toEqual(['light', 'dark', 'light', 'light']);
    expect(LAYOUT_CHOICES.skin.map(menuThemeOf)).toEqual(['light', 'dark', 'light', 'dark']);
  });
});
