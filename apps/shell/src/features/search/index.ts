// What other features use of the navbar search (eslint.config.mjs: a feature is imported through its index.ts only).
export { NavbarSearch } from './NavbarSearch';
export { BookmarkBar } from './BookmarkBar';
