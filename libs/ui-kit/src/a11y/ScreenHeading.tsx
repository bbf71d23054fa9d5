// A screen whose layout has no visible title (a mail client, a chat, a calendar) still names itself with one h1,
// read by screen readers and skipped by the eye.
import './a11y.css';

export function ScreenHeading({ children }: { children: string }) {
  return <h1 className="la-visually-hidden">{children}</h1>;
}
