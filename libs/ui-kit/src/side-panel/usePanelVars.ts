// Screens that draw their own panels (a sidebar, rows, a third-party calendar) take their colours from the
// antd theme tokens as CSS variables, so the shell's light and dark skins and its primary colour reach them.
import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { BRAND_PRIMARY } from '../theme/appTheme';

export function usePanelVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--panel-bg': token.colorBgContainer,
    '--panel-border': token.colorBorderSecondary,
    '--panel-border-strong': token.colorBorder,
    '--panel-hover': token.colorFillQuaternary,
    '--panel-text': token.colorText,
    '--panel-text-muted': token.colorTextTertiary,
    '--panel-primary': token.colorPrimary,
    '--panel-primary-soft': token.colorPrimaryBg,
    // A fill under white text: the brand indigo in both skins (the dark skin's primary is too light for white).
    '--panel-primary-fill': BRAND_PRIMARY,
    '--panel-radius': `${token.borderRadiusLG}px`,
    color: token.colorText,
  } as CSSProperties;
}
