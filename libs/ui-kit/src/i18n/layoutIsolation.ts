// A right-to-left layout showing a left-to-right language (the presenter's RTL switch with English, German, French or
// Portuguese): the page's own strings and figures are left-to-right runs in right-to-left lines. Set as they are,
// the line's direction moves their numbers and punctuation ("30 Sek." reads ".Sek 30", "1 Warteschlange …" ends with
// its "1"). Each one is therefore an isolate of its own (docs/architecture.md, UI kit): every string i18next gives
// (the post-processor below, on the page's one instance) and every figure of useFormat. Marks for the screen only:
// the API client sends no string with them, and a CSV is written without them.
import i18n, { type PostProcessorModule } from 'i18next';
import { isolateLeftToRight } from '@live-agent/contracts';

export const LAYOUT_ISOLATION = 'layoutIsolation';

const directions = new Map<string, 'ltr' | 'rtl'>();
const directionOf = (language: string | undefined) => {
  const key = language ?? '';
  let direction = directions.get(key);
  if (!direction) directions.set(key, (direction = i18n.dir(language)));
  return direction;
};

/** Whether the page is laid out right to left while `language` reads left to right. */
export function needsLayoutIsolation(language: string | undefined): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' && directionOf(language) === 'ltr';
}

/** The post-processor; i18next runs it on every string when the instance's `postProcess` names it. */
export const layoutIsolation: PostProcessorModule = {
  type: 'postProcessor',
  name: LAYOUT_ISOLATION,
  // i18next hands it each string it gives (an object's strings one by one); anything else passes as it is.
  process: (value: string, _key, options) =>
    typeof value === 'string' && needsLayoutIsolation((options.lng as string | undefined) ?? i18n.language)
      ? isolateLeftToRight(value)
      : value,
};
