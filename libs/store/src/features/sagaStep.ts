/**
 * The type of a saga or saga helper returning `R`. What a `yield` hands back depends on the effect yielded (a call's
 * result, a select's state), so redux-saga types it loosely; the step names the type of what it keeps, as in
 * `const api: ProductApi = yield* productApi()`.
 */
// eslint.config.mjs lets libs/store write `any`; this is the one place an app's sagas take it from.
export type SagaStep<R = void> = Generator<unknown, R, any>;
