// A screen whose layout has no visible title (a mail client, a chat, a calendar) still names itself with one h1,
// read by screen readers and skipped by the eye; it names the browser's tab too (useDocumentTitle).
import { useDocumentTitle } from '@live-agent/store';
import './a11y.css';

export function ScreenHeading({ children }: { children: string }) {
  useDocumentTitle(children);
  return <h1 className="la-visually-hidden">{children}</h1>;
}
