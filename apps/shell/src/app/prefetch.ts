/**
 * Fetch and run the signed-in frame (and antd with it) while the user is still on a sign-in page, or from the boot on
 * when the page opens signed in (the first render would otherwise ask for each chunk in turn). Runs what it loads, so
 * it is only called once the shell's shared libraries are settled: by the boot, or by a rendered page.
 * The chunk names are the shell's `signedInChunks` (webpack.config.js), which index.ts preloads without running.
 */
export function prefetchSignedInFrame() {
  void import(/* webpackChunkName: "antd-frame" */ './AntdFrame');
  void import(/* webpackChunkName: "app-layout" */ '../features/layout/AppLayout');
  void import(/* webpackChunkName: "remote-frame" */ './RemoteFrame');
  void import(/* webpackChunkName: "remote-area" */ '../federation/RemoteArea');
}

/**
 * Downloads, without running, the files `prefetchSignedInFrame` will run, and antd's stylesheet the frame links: the build lists them in index.html
 * (`#signed-in-files`, libs/build-config/webpack.js SignedInFilesPlugin). A preloaded script waits in the cache until
 * the chunk loader asks for the same URL.
 */
export function preloadSignedInFiles(doc: Document = document, base: string = new URL('/', doc.baseURI).href) {
  const listed = doc.getElementById('signed-in-files')?.textContent;
  if (!listed) return;
  let files: unknown;
  try {
    files = JSON.parse(listed);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    const kind = typeof file === 'string' ? /^[\w.-]+\.(js|css)$/.exec(file)?.[1] : undefined;
    if (!kind) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', kind === 'js' ? 'script' : 'style');
    link.href = new URL(file, base).href;
    doc.head.appendChild(link);
  }
}
