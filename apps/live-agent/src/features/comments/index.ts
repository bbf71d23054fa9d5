// What other features use of comments (eslint.config.mjs: a feature is imported through its index.ts only).
export { commentsFeature } from './comments.feature';
