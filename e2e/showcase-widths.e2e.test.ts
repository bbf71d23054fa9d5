// The theme's showcase on a phone and a tablet: no page scrolls sideways and text cut with an ellipsis shows in full on
// hover, in German (long labels), as the responsive walk checks the product's screens. One visit per page: it is
// checked at 390 px, then the viewport is widened to 768 px on the page that is open and it is checked again.
import { SHOWCASE_PATHS } from '../apps/pages/src/shared/showcase/catalog';
import { NO_MOTION } from './support/axe';
import { overflowingElements, settled, unreadableCutText, visit } from './support/screens';
import { signIn, setupBrowser } from './support/session';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

const { open } = setupBrowser();

test('every showcase page fits a phone and a tablet, in German', async () => {
  const page = await open({ viewport: PHONE });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await page.addStyleTag(NO_MOTION);
  const offenders: Record<string, unknown> = {};
  for (const path of SHOWCASE_PATHS) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ] as const) {
      try {
        if (viewport === PHONE) {
          await page.setViewportSize(PHONE);
          await visit(page, path);
        } else {
          await page.setViewportSize(TABLET);
          await settled(page);
        }
        const overflow = await overflowingElements(page);
        const cut = await unreadableCutText(page);
        if (overflow.length || cut.length)
          offenders[`${path} (${name})`] = { ...(overflow.length ? { overflow } : {}), ...(cut.length ? { cut } : {}) };
      } catch (error) {
        offenders[`${path} (${name})`] = (error as Error).message.split('\n')[0];
      }
    }
  }
  expect(offenders).toEqual({});
}, 600_000);
