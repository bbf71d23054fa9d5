// A `?raw` import is the file's text (libs/build-config/webpack.js).
declare module '*?raw' {
  const source: string;
  export default source;
}
