// A map's colours from the theme's tokens, so it follows the light, dark, bordered and semi-dark skins: the sea is
// a fill over the card, land the neutral fill, borders the card's own colour (a hairline gap). The figure's classes
// are the primary colour at rising opacity over the sea: the palette's own steps are not ordered the same way in
// the dark skin (its hover colour is lighter than its active one), an opacity stands out more in both.
import { theme } from 'antd';

export function useMapColors() {
  const { token } = theme.useToken();
  return {
    sea: token.colorFillQuaternary,
    land: token.colorFillSecondary,
    border: token.colorBgContainer,
    outline: token.colorText,
    figure: token.colorPrimary,
    classOpacities: [0.22, 0.4, 0.58, 0.78, 1],
    marker: token.colorPrimary,
    markerText: token.colorTextLightSolid,
    cluster: token.colorWarning,
  };
}
