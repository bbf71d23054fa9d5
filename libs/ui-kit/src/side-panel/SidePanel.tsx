// One framed panel with a sidebar (filters, folders, an Add button) beside the screen's main content: the
// layout of mail-, chat- and calendar-like screens. On narrow screens the sidebar moves above the content.
// The panel sets the --panel-* colour variables (usePanelVars) for everything inside it.
import type { CSSProperties, ReactNode } from 'react';
import { usePanelVars } from './usePanelVars';
import './side-panel.css';

export interface SidePanelProps {
  /** The sidebar's content. */
  side: ReactNode;
  /** The sidebar's accessible name (it is a landmark: role complementary). */
  sideLabel: string;
  /** The main content, beside the sidebar (give it flex: 1 and min-width: 0). */
  children: ReactNode;
  /**
   * The viewport width (px) at and under which the sidebar stacks above the content: 768 suits lists;
   * 900 suits content that needs room, such as a month calendar.
   */
  stackAt?: 768 | 900;
  className?: string;
  sideClassName?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function SidePanel({
  side,
  sideLabel,
  children,
  stackAt = 768,
  className,
  sideClassName,
  style,
  'data-testid': testId,
}: SidePanelProps) {
  const panelVars = usePanelVars();
  return (
    <div
      className={['la-side-panel', `la-side-panel-stack-${stackAt}`, className].filter(Boolean).join(' ')}
      style={{ ...panelVars, ...style }}
      data-testid={testId}
    >
      <aside className={['la-side-panel-side', sideClassName].filter(Boolean).join(' ')} aria-label={sideLabel}>
        {side}
      </aside>
      {children}
    </div>
  );
}
