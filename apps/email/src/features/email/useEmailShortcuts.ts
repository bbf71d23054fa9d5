// The mail screen's keyboard shortcuts (the `?` dialog lists them). Keys typed into a field, or with Ctrl, Alt
// or Meta held, are left alone, so typing in the search or the composer never triggers anything. A handled key's
// default is prevented, which tells the shell's own shortcuts (`/` opens its navbar search) to yield
// (docs/architecture.md, Conventions: keyboard shortcuts).
import { useEffect, useRef } from 'react';
import { BASE } from './email.paths';

export type ShortcutHandlers = Partial<
  Record<'j' | 'k' | 'Enter' | 'x' | 's' | '#' | 'r' | 'c' | '/' | 'Escape' | '?', () => void>
>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !['checkbox', 'radio', 'button'].includes((target as HTMLInputElement).type);
  return false;
}

/**
 * The address has left the mail screen. A navigation renders as a transition: the screen stays mounted until the
 * next one is ready, and a key pressed meanwhile belongs to the page the user went to (the shell's `/`, say).
 */
const leftTheScreen = () => {
  const { pathname } = window.location;
  return pathname !== BASE && !pathname.startsWith(`${BASE}/`);
};

/** A dialog, popup or menu is open: its own keys win. */
const overlayOpen = () =>
  !!document.querySelector(
    '.ant-modal-wrap:not([style*="display: none"]), .ant-dropdown:not(.ant-dropdown-hidden), .ant-popover:not(.ant-popover-hidden)',
  );

export function useEmailShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key as keyof ShortcutHandlers;
      const handler = latest.current[key];
      if (!handler || leftTheScreen()) return;
      // Enter on a focused button or link is that control's own click.
      if (
        key === 'Enter' &&
        event.target instanceof HTMLElement &&
        event.target.closest('button, a, [role="button"], [role="menuitem"]')
      )
        return;
      if (overlayOpen()) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
