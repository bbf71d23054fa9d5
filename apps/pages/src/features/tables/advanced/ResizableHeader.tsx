// A header cell with a resize handle at its end edge: dragged with a pointer, or focused and moved with the arrow
// keys (a separator's value is the column's width). antd renders it through `components.header.cell`.
import type { KeyboardEvent, PointerEvent, ThHTMLAttributes } from 'react';
import { MAX_WIDTH, MIN_WIDTH } from './columnPrefs';

export interface ResizableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?: (width: number) => void;
  resizeLabel?: string;
}

const STEP = 10;

export function ResizableHeader({ width, onResize, resizeLabel, children, ...cell }: ResizableHeaderProps) {
  if (!onResize || !width) return <th {...cell}>{children}</th>;

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    // In a right-to-left page the end edge is on the left: moving left widens.
    const sign = getComputedStyle(handle).direction === 'rtl' ? -1 : 1;
    const move = (next: globalThis.PointerEvent) => onResize(width + sign * (next.clientX - startX));
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const wider = rtl ? 'ArrowLeft' : 'ArrowRight';
    const narrower = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === wider || event.key === 'ArrowUp'
        ? width + STEP
        : event.key === narrower || event.key === 'ArrowDown'
          ? width - STEP
          : event.key === 'Home'
            ? MIN_WIDTH
            : event.key === 'End'
              ? MAX_WIDTH
              : null;
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(next);
  };

  return (
    <th {...cell} className={`${cell.className ?? ''} tables-showcase-resizable`}>
      {children}
      {/* A focusable separator is ARIA's window-splitter widget: it has a value and takes the arrow keys (the lint
          is told so in eslint.config.mjs). */}
      <div
        className="tables-showcase-resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={onKeyDown}
        // A click on the handle is not a click on the header (which would sort).
        onClick={(event) => event.stopPropagation()}
      />
    </th>
  );
}
