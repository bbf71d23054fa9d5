// What other features use of the agent's status (eslint.config.mjs: a feature is imported through its index.ts only).
export { NavbarDeskStatus } from './NavbarDeskStatus';
