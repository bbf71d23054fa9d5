// What each entry of ui-kit may pull in: the mock server and Testing Library only through ./testing (so they
// never reach a bundle), and the chat thread only through ./chat (so the shell, which loads the main entry,
// never downloads it).
import fs from 'fs';
import path from 'path';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appCode = sourceFiles(__dirname).filter((file) => !file.startsWith(path.join(__dirname, 'testing') + path.sep));

it('imports the mock server and Testing Library only in the testing entry', () => {
  const offenders = appCode.filter((file) =>
    /from '(@live-agent\/mock-server|miragejs|@testing-library\/[^']+)'/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
});

it('keeps the chat thread out of the main entry', () => {
  const outsideChat = appCode.filter((file) => !file.startsWith(path.join(__dirname, 'chat') + path.sep));
  const offenders = outsideChat.filter((file) =>
    /from '(\.\.?\/)+chat(\/[^']*)?'|from '@live-agent\/ui-kit\/chat'/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
});

it('keeps the card blocks out of the main entry', () => {
  const outsideCards = appCode.filter((file) => !file.startsWith(path.join(__dirname, 'cards') + path.sep));
  const offenders = outsideCards.filter((file) =>
    /from '(\.\.?\/)+cards(\/[^']*)?'|from '@live-agent\/ui-kit\/cards'/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
});

it('keeps the card and desk requests (and with them the API slice) out of the main entry', () => {
  // The entries that may: the cards' own, the desk's, and the standalone frame (which attaches the slice to its store).
  const outside = appCode.filter(
    (file) => !/^(cards|card-requests|desk-requests|standalone)[\\/]/.test(path.relative(__dirname, file)),
  );
  const offenders = outside.filter((file) =>
    /from '(\.\.?\/)+(card|desk)-requests(\/[^']*)?'|from '@live-agent\/ui-kit\/(card|desk)-requests'|from '@live-agent\/store\/api'/.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
});

it('lets the card blocks reach the rest of ui-kit only through the package root (the shared singleton)', () => {
  const cardFiles = appCode.filter((file) => file.startsWith(path.join(__dirname, 'cards') + path.sep));
  const offenders = cardFiles.filter((file) => /from '\.\.\//.test(fs.readFileSync(file, 'utf8')));
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
});

it('keeps the charts (and d3) out of the main entry, and lets them reach the rest of ui-kit only through the package root', () => {
  const chartDir = path.join(__dirname, 'charts') + path.sep;
  const outsideCharts = appCode.filter((file) => !file.startsWith(chartDir));
  const offenders = outsideCharts.filter((file) =>
    /from '(\.\.?\/)+charts(\/[^']*)?'|from '@live-agent\/ui-kit\/charts'|from 'd3-/.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
  const chartFiles = appCode.filter((file) => file.startsWith(chartDir));
  expect(chartFiles.length).toBeGreaterThan(0);
  expect(
    chartFiles
      .filter((file) => /from '\.\.\//.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(__dirname, file)),
  ).toEqual([]);
});
