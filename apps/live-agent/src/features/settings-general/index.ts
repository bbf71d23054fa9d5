// What other features use of the general settings (eslint.config.mjs: a feature is imported through its index.ts only).
export { filterTimeZone, timeZoneOptions } from './timezones';
export { TimeZoneSelect } from './TimeZoneSelect';
