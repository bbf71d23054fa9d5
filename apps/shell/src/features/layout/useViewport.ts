// The three widths the layout cares about, from antd's breakpoints (md = 768 px, lg = 992 px).
import { Grid } from 'antd';

export type Viewport = 'phone' | 'tablet' | 'desktop';

export function useViewport(): Viewport {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: assume a desktop, as the server-less first
  // paint has no width to go by and a desktop is where the app is used most.
  if (screens.md === undefined) return 'desktop';
  if (!screens.md) return 'phone';
  return screens.lg ? 'desktop' : 'tablet';
}
