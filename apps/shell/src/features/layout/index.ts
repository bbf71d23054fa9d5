// What other features use of the layout (eslint.config.mjs: a feature is imported through its index.ts only).
export {
  contentWidthSet,
  layoutSlice,
  menuCollapsedSet,
  menuHiddenSet,
  rtlSet,
  selectLayout,
  skinSet,
  type ContentWidth,
  type Skin,
} from './layout.slice';
export { allLeaves, leafTitleKeys, type NavLeaf } from './navigation';
