// What a chart takes from the skin: text, grid and hover colours and the tooltip's look from the antd theme
// tokens (so the dark skin's charts are dark too), and the direction (a right-to-left chart runs right to left).
import { useContext } from 'react';
import { ConfigProvider, theme } from 'antd';

export interface ChartSkin {
  rtl: boolean;
  text: string;
  grid: string;
  /** The band behind the hovered or focused category. */
  cursor: string;
  /** The ring around a focused chart. */
  focus: string;
  tooltip: {
    background: string;
    border: string;
    borderRadius: number;
    boxShadow: string;
    color: string;
    muted: string;
  };
  fontSize: number;
}

export function useChartSkin(): ChartSkin {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return {
    rtl: direction === 'rtl',
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    cursor: token.colorFillSecondary,
    focus: token.colorPrimary,
    tooltip: {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadius,
      boxShadow: token.boxShadowSecondary,
      color: token.colorText,
      muted: token.colorTextSecondary,
    },
    fontSize: 12,
  };
}
