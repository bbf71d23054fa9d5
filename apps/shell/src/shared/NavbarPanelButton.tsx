// A navbar icon that opens a panel (the cart, the SLA bell): the icon under its count's badge, a button that says it
// opens a dialog, and the panel in a popover below it on the right. On a phone the button sits nearer the middle
// than the panel is wide: the panel slides back inside the window rather than run off its left edge.
import { useCallback, useState, type ReactNode } from 'react';
import { Badge, Button, Popover } from 'antd';

const SLIDE_INTO_VIEW = { shiftX: true, adjustY: 1 } as const;

export interface NavbarPanelButtonProps {
  /** The panel (drawn by the popover once it opens), given what closes it (a link in it leads away). */
  panel: (close: () => void) => ReactNode;
  /** The button's accessible name (it says the count). */
  label: string;
  testId: string;
  count: number;
  icon: ReactNode;
}

export function NavbarPanelButton({ panel, label, testId, count, icon }: NavbarPanelButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      content={panel(close)}
      placement="bottomRight"
      autoAdjustOverflow={SLIDE_INTO_VIEW}
      arrow={false}
    >
      <Button
        type="text"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={testId}
        data-count={count}
      >
        <Badge count={count} size="small" offset={[4, -2]} showZero={false}>
          {icon}
        </Badge>
      </Button>
    </Popover>
  );
}
