// The theme's showcase on a phone and a tablet: no page scrolls sideways and text cut with an ellipsis shows in full on
// hover, in languages with long labels (German at 390 px, Portuguese at 768 px), as the responsive walk checks the
// product's screens. One visit per page: the viewport is narrowed on the page that is open.
import { SHOWCASE_PATHS } from '../apps/pages/src/shared/showcase/catalog';
import { NO_MOTION } from './support/axe';
import { overflowingElements, settled, unreadableCutText, visit } from './support/screens';
import { signIn, setupBrowser } from './support/session';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

const { open } = setupBrowser();

test.each([
  ['de', PHONE],
  ['pt', TABLET],
])(
  'every showcase page fits the viewport, in %s at %o',
  async (language, viewport) => {
    const page = await open({ viewport });
    await signIn(page);
    await page.evaluate((chosen) => localStorage.setItem('liveAgent.language', chosen), language);
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    await page.addStyleTag(NO_MOTION);
    const offenders: Record<string, unknown> = {};
    for (const path of SHOWCASE_PATHS) {
      try {
        await visit(page, path);
        await settled(page);
        const overflow = await overflowingElements(page);
        const cut = await unreadableCutText(page);
        if (overflow.length || cut.length)
          offenders[path] = { ...(overflow.length ? { overflow } : {}), ...(cut.length ? { cut } : {}) };
      } catch (error) {
        offenders[path] = (error as Error).message.split('\n')[0];
      }
    }
    expect(offenders).toEqual({});
  },
  600_000,
);
