// What other features use of the organisation (eslint.config.mjs: a feature is imported through its index.ts only).
export { organizationSlice, selectOrganization } from './organization.slice';
export { useOrganization } from './useOrganization';
