// What other features use of the SLA alerts (eslint.config.mjs: a feature is imported through its index.ts only).
export { NavbarLiveAlerts } from './NavbarLiveAlerts';
