// Both screens draw their own panels (sidebar, rows, FullCalendar). Their colours come from the antd theme
// tokens as CSS variables, so the shell's light and dark skins and its primary colour reach them too.
import type { CSSProperties } from 'react';
import { theme } from 'antd';

export function usePanelVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--tc-bg': token.colorBgContainer,
    '--tc-border': token.colorBorderSecondary,
    '--tc-border-strong': token.colorBorder,
    '--tc-hover': token.colorFillQuaternary,
    '--tc-text': token.colorText,
    '--tc-text-muted': token.colorTextTertiary,
    '--tc-primary': token.colorPrimary,
    '--tc-primary-soft': token.colorPrimaryBg,
    '--tc-radius': `${token.borderRadiusLG}px`,
    color: token.colorText,
  } as CSSProperties;
}
