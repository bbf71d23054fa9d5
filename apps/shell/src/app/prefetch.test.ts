import { preloadSignedInFiles } from './prefetch';

function pageListing(listed: string | null) {
  const doc = document.implementation.createHTMLDocument('shell');
  if (listed !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'signed-in-files';
    block.textContent = listed;
    doc.body.appendChild(block);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.href,
  }));

test('each file the build listed is preloaded from the shell, a script as a script and the stylesheet as a style, without being run or applied', () => {
  const doc = pageListing(
    JSON.stringify(['antd-frame.0123456789.js', '4267.a8f4949848.js', '19a5ca604887af4d9f4a.css']),
  );
  preloadSignedInFiles(doc, 'http://localhost:3000/');
  expect(preloads(doc)).toEqual([
    { rel: 'preload', as: 'script', href: 'http://localhost:3000/antd-frame.0123456789.js' },
    { rel: 'preload', as: 'script', href: 'http://localhost:3000/4267.a8f4949848.js' },
    { rel: 'preload', as: 'style', href: 'http://localhost:3000/19a5ca604887af4d9f4a.css' },
  ]);
  expect(doc.querySelectorAll('script[src], link[rel="stylesheet"]')).toHaveLength(0);
});

test('a page without the list, a broken list, or entries that are not plain file names preload nothing else', () => {
  for (const listed of [null, '', '{not json', '"antd.js"', JSON.stringify({ file: 'a.js' })]) {
    const doc = pageListing(listed);
    preloadSignedInFiles(doc, 'http://localhost:3000/');
    expect(preloads(doc)).toEqual([]);
  }
  const doc = pageListing(
    JSON.stringify(['https://elsewhere.example/x.js', '../up.js', 'x.html', 42, '<img>.js', 'ok.js']),
  );
  preloadSignedInFiles(doc, 'http://localhost:3000/');
  expect(preloads(doc).map((link) => link.href)).toEqual(['http://localhost:3000/ok.js']);
});
