// What other features use of shifts (eslint.config.mjs: a feature is imported through its index.ts only).
export { ShiftsList } from './ShiftsList';
