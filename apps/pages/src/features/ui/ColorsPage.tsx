// /ui/colors — the theme's palette: the tokens of both skins and antd's preset colours, each with its WCAG contrast
// ratio against the light and the dark background and the verdict written out (ui-kit's contrastRatio).
import { uiPage, type UiExample } from './ExampleList';
import ThemeColors from './colors/ThemeColors';
import themeColorsSource from './colors/ThemeColors.tsx?raw';
import PresetPalettes from './colors/PresetPalettes';
import presetPalettesSource from './colors/PresetPalettes.tsx?raw';
import TextOnColor from './colors/TextOnColor';
import textOnColorSource from './colors/TextOnColor.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'themeColors', Demo: ThemeColors, source: themeColorsSource },
  { id: 'presetPalettes', Demo: PresetPalettes, source: presetPalettesSource },
  { id: 'textOnColor', Demo: TextOnColor, source: textOnColorSource },
];

export default uiPage('colors', EXAMPLES, 1);
