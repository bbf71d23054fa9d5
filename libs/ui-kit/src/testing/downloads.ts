// Test helpers for CSV exports (ui-kit's downloadCsv) and the noisy antd updates around them.

/**
 * Captures what the page downloads (ui-kit's downloadCsv makes a Blob URL and clicks a link): the Blobs and
 * the clicked links (their `download` is the file name). Undo with jest.restoreAllMocks().
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${blobs.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, links: () => click.mock.instances as unknown as HTMLAnchorElement[] };
}

/** The text of a captured Blob. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * React's act() warnings for updates antd schedules after a test's events (tooltips, motion) carry long
 * stacks; on big report tables hundreds of them cost more time than the rendering. Other errors still print.
 * Call at the top of a test file (it restores console.error after each test).
 */
export function silenceActWarnings(): void {
  const printError = console.error;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
      printError(...args);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}
