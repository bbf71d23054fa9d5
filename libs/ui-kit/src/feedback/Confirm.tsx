// A confirmation popover that works from the keyboard: opening it moves focus to its buttons (Cancel first, so
// Enter never destroys by accident), Escape cancels, and focus returns to the button that opened it. antd's
// Popconfirm leaves focus on the page behind, some thirty Tab presses away from its Delete button.
import { useEffect, useId, useRef, useState } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';

export type ConfirmProps = Omit<PopconfirmProps, 'open' | 'onOpenChange'>;

export function Confirm({ onConfirm, onCancel, cancelButtonProps, children, ...props }: ConfirmProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const popupClass = `la-confirm-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    // After the popup has gone, so its own focus handling cannot take focus back.
    if (returnFocus) setTimeout(() => opener.current?.focus(), 0);
  };

  // The popup mounts (and animates in) after `open`: focus its first button as soon as it is there.
  useEffect(() => {
    if (!open) return undefined;
    let tries = 0;
    const timer = setInterval(() => {
      const button = document.querySelector<HTMLButtonElement>(`.${popupClass} .ant-popconfirm-buttons button`);
      if (button || ++tries > 40) clearInterval(timer);
      button?.focus();
    }, 10);
    return () => clearInterval(timer);
  }, [open, popupClass]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Captured here so a drawer or modal around the trigger does not close too.
      event.stopPropagation();
      close(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <Popconfirm
      {...props}
      rootClassName={[props.rootClassName, popupClass].filter(Boolean).join(' ')}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setOpen(true);
        } else close(false);
      }}
      onConfirm={(event) => {
        close(true);
        return onConfirm?.(event);
      }}
      onCancel={(event) => {
        close(true);
        onCancel?.(event);
      }}
      cancelButtonProps={cancelButtonProps}
    >
      {children}
    </Popconfirm>
  );
}
