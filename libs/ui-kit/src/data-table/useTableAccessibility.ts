// What antd's Table leaves out for keyboard and screen-reader users, added after each render:
// - a part of the table that scrolls (wide columns, a sticky header's body) can be reached with Tab and is
//   named, so keyboard users can scroll it (axe: scrollable-region-focusable);
// - the hidden row antd uses to measure fixed columns is made inert: it is aria-hidden, yet held focusable
//   checkboxes (axe: aria-hidden-focus).
import { useEffect, type RefObject } from 'react';

export function useTableAccessibility(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const row of root.querySelectorAll('.ant-table-measure-row')) row.setAttribute('inert', '');
    for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      const scrolls = region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1;
      if (scrolls && !region.hasAttribute('tabindex')) {
        region.tabIndex = 0;
        region.setAttribute('role', 'region');
        region.setAttribute('aria-label', label);
      }
    }
  });
}
