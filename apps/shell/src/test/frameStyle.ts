// What a stylesheet of the shell gives an element, for tests of choices the CSS applies (the customizer's skins,
// navbar, footer, width and transitions). Jest maps `.css` imports to nothing, and jsdom neither lays out nor
// evaluates media queries (the tests' getComputedStyle reads an element's own style only: libs/build-config/jest).
// So the file's own rules are read here with jsdom's CSS parser and matched against the element the frame drew:
// the value the cascade gives a property (importance, then specificity, then source order), with a media block
// applied only when the preferences given ask for it.
import fs from 'fs';

/** The user's system preferences a media block may ask about, e.g. `{ 'prefers-reduced-motion': 'reduce' }`. */
export type MediaPreferences = Record<string, string>;

interface Declared {
  value: string;
  important: boolean;
  specificity: number;
  order: number;
}

const sheets = new Map<string, CSSRuleList>();

function rulesOf(file: string): CSSRuleList {
  let rules = sheets.get(file);
  if (!rules) {
    // Parsed by the page's document (one without a window parses no stylesheet) and taken out again at once, so
    // the page under test keeps its stylesheets as they were.
    const style = document.createElement('style');
    style.textContent = fs.readFileSync(file, 'utf8');
    document.head.append(style);
    rules = style.sheet!.cssRules;
    style.remove();
    sheets.set(file, rules);
  }
  return rules;
}

/** Ids, then classes, attributes and pseudo-classes, then element names, as one comparable number. */
function specificityOf(selector: string): number {
  let rest = selector.replace(/:not\(([^)]*)\)/g, ' $1 ');
  const count = (pattern: RegExp) => {
    const found = rest.match(pattern)?.length ?? 0;
    rest = rest.replace(pattern, ' ');
    return found;
  };
  const ids = count(/#[\w-]+/g);
  const classes = count(/\.[\w-]+|\[[^\]]*\]|:[\w-]+/g);
  const names = count(/(^|[\s>+~])[a-z][\w-]*/gi);
  return ids * 10_000 + classes * 100 + names;
}

/** Whether a media block applies: each `(feature: value)` of its query is one of the preferences. */
function mediaApplies(media: string, preferences: MediaPreferences): boolean {
  const features = [...media.matchAll(/\(\s*([\w-]+)\s*:\s*([\w-]+)\s*\)/g)];
  return features.length > 0 && features.every(([, feature, value]) => preferences[feature] === value);
}

/**
 * The value `file`'s rules give `property` on `element` (as written in the file: `none`, `1200px`, `0 auto`), or
 * undefined when none of them sets it.
 */
export function styleFromSheet(
  file: string,
  element: Element,
  property: string,
  preferences: MediaPreferences = {},
): string | undefined {
  const found: Declared[] = [];
  let order = 0;
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      // Told apart by what they hold: jsdom's parser gives its own rule classes.
      if ('media' in rule && 'cssRules' in rule) {
        const media = rule as CSSMediaRule;
        if (mediaApplies(media.media.mediaText, preferences)) visit(media.cssRules);
      } else if ('selectorText' in rule && 'style' in rule) {
        order += 1;
        const { selectorText, style } = rule as CSSStyleRule;
        const value = style.getPropertyValue(property);
        if (!value) continue;
        const matching = selectorText
          .split(',')
          .map((selector) => selector.trim())
          .filter((selector) => element.matches(selector));
        if (matching.length === 0) continue;
        found.push({
          value: value.trim(),
          important: style.getPropertyPriority(property) === 'important',
          specificity: Math.max(...matching.map(specificityOf)),
          order,
        });
      }
    }
  };
  visit(rulesOf(file));
  found.sort((a, b) => +a.important - +b.important || a.specificity - b.specificity || a.order - b.order);
  return found.at(-1)?.value;
}
