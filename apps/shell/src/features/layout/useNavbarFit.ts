// How much of the navbar fits its own width. Its width is the window's less the menu's, which a tablet's menu opened
// or a desktop's menu expanded takes away, and its content grows with the bookmarks, the language's words and the
// role's controls; so the navbar measures itself rather than guessing from the window. Its controls never shrink
// (a squeezed icon button was 16 px wide at 768 px, under the 24 px a pointer target needs, and the bookmarks ran
// over the search): when they do not fit, the navbar gives up a step, and takes it back once its width reaches the
// one that step did not fit in.
import { useEffect, useRef, useState } from 'react';

/** All of it; its bookmarks in one menu and the user as an avatar; the phone's navbar (a "more" menu). */
export type NavbarFit = 'full' | 'iconsOnly' | 'compact';
const STEPS: readonly NavbarFit[] = ['full', 'iconsOnly', 'compact'];

export function useNavbarFit() {
  const header = useRef<HTMLElement>(null);
  // The slack between the navbar's two ends: it shrinks when the content grows, so observing it notices a wider
  // content as observing the navbar notices a narrower navbar.
  const spacer = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<NavbarFit>('full');
  useEffect(() => {
    const box = header.current;
    const slack = spacer.current;
    if (!box || !slack || typeof ResizeObserver === 'undefined') return undefined;
    // Per step given up: the narrowest width it did not fit in, plus one.
    const needs = new Map<NavbarFit, number>();
    const check = () => {
      const width = box.clientWidth;
      const overflowing = box.scrollWidth > width + 1;
      setFit((current) => {
        const at = STEPS.indexOf(current);
        if (overflowing && at < STEPS.length - 1) {
          needs.set(current, width + 1);
          return STEPS[at + 1];
        }
        const fuller = STEPS[at - 1];
        return fuller && !overflowing && width >= (needs.get(fuller) ?? Infinity) ? fuller : current;
      });
    };
    // Reported after the browser has laid the frame out: reading the widths then costs no extra layout.
    const observer = new ResizeObserver(check);
    observer.observe(box);
    observer.observe(slack);
    return () => observer.disconnect();
  }, []);
  return { header, spacer, fit };
}
