// What other features use of departments (eslint.config.mjs: a feature is imported through its index.ts only).
export { DepartmentsList } from './DepartmentsList';
