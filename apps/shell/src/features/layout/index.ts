// What other features use of the layout (eslint.config.mjs: a feature is imported through its index.ts only).
export {
  contentThemeOf,
  LAYOUT_CHOICES,
  layoutChanged,
  layoutReset,
  layoutSlice,
  menuThemeOf,
  selectLayout,
  type ContentWidth,
  type LayoutState,
  type Skin,
} from './layout.slice';
export { allLeaves, leafTitleKeys, type NavLeaf } from './navigation';
