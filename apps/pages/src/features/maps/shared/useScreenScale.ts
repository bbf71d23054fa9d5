// How many viewBox units one screen pixel of the map is (1 on a laptop, about 3 on a phone), so what is drawn at a
// fixed size (markers) stays legible when the map shrinks to a phone's width: capped so markers do not cover it.
import { useEffect, useState, type RefObject } from 'react';

export function useScreenScale(ref: RefObject<Element | null>, viewBoxWidth: number, max = 1.8) {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      if (width > 0) setScale(Math.min(max, Math.max(1, viewBoxWidth / width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, viewBoxWidth, max]);
  return scale;
}
