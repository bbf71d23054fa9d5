// A map's colours from the theme's tokens, so it follows the light, dark, bordered and semi-dark skins: the sea is
// a fill over the card, land the neutral fill, borders the card's own colour (a hairline gap), the figure's classes
// the primary colour's palette from its lightest step to its strongest (the dark algorithm reverses the palette,
// so a higher class stands out more from the background in both).
import { theme } from 'antd';

export function useMapColors() {
  const { token } = theme.useToken();
  return {
    sea: token.colorFillQuaternary,
    land: token.colorFillSecondary,
    border: token.colorBgContainer,
    outline: token.colorText,
    classes: [
      token.colorPrimaryBorder,
      token.colorPrimaryBorderHover,
      token.colorPrimaryHover,
      token.colorPrimary,
      token.colorPrimaryActive,
    ],
    marker: token.colorPrimary,
    markerText: token.colorTextLightSolid,
    cluster: token.colorWarning,
  };
}
