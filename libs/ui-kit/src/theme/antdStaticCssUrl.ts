// Where the build put antd's static stylesheet: each app's build emits antd-static.css as a file beside its chunks
// (a `new URL` of a module is an asset, libs/build-config/webpack.js). Jest maps this module to a stub.
export const antdStaticCssUrl = (): string => new URL('./antd-static.css', import.meta.url).href;
