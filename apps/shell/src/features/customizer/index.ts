// The theme customizer (eslint.config.mjs: a feature is imported through its index.ts only).
export { Customizer } from './Customizer';
