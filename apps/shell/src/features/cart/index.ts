// What other features use of the navbar cart (eslint.config.mjs: a feature is imported through its index.ts only).
export { NavbarCart } from './NavbarCart';
