// The split layout's picture, drawn here: a chat window with an agent's and a visitor's bubbles, and a badge
// for the page's task (a padlock to sign in, a person to register, a letter for the reset link, a key for a
// new password). Colours follow the skin through CSS (auth-variants.css); decorative, so hidden from
// assistive technology.
import type { AuthFormKind } from './variants';

function Badge({ kind }: { kind: AuthFormKind }) {
  switch (kind) {
    case 'login':
      return (
        <g data-badge="padlock">
          <path d="M-14 -4 v-10 a14 14 0 0 1 28 0 v10" className="ill-stroke" fill="none" strokeWidth="6" />
          <rect x="-22" y="-6" width="44" height="34" rx="6" className="ill-accent" />
          <circle cx="0" cy="8" r="5" className="ill-paper" />
          <rect x="-2" y="10" width="4" height="10" rx="2" className="ill-paper" />
        </g>
      );
    case 'register':
      return (
        <g data-badge="person">
          <circle cx="0" cy="-10" r="11" className="ill-accent" />
          <path d="M-20 24 a20 20 0 0 1 40 0 z" className="ill-accent" />
          <circle cx="22" cy="16" r="10" className="ill-paper" />
          <path d="M22 10 v12 M16 16 h12" className="ill-stroke" strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'forgotPassword':
      return (
        <g data-badge="letter">
          <rect x="-26" y="-16" width="52" height="36" rx="5" className="ill-accent" />
          <path
            d="M-26 -12 L0 6 L26 -12"
            className="ill-paper-stroke"
            fill="none"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </g>
      );
    default:
      return (
        <g data-badge="key">
          <circle cx="-12" cy="0" r="13" className="ill-accent" />
          <circle cx="-12" cy="0" r="5" className="ill-paper" />
          <rect x="-2" y="-4" width="34" height="8" rx="3" className="ill-accent" />
          <rect x="20" y="2" width="6" height="10" rx="2" className="ill-accent" />
        </g>
      );
  }
}

export function AuthIllustration({ kind }: { kind: AuthFormKind }) {
  return (
    <svg
      className="auth-illustration"
      viewBox="0 0 400 320"
      aria-hidden="true"
      focusable="false"
      data-testid="auth-illustration"
    >
      <ellipse cx="200" cy="290" rx="150" ry="14" className="ill-shadow" />
      <rect x="60" y="40" width="280" height="220" rx="18" className="ill-window" />
      <rect x="60" y="40" width="280" height="36" rx="18" className="ill-bar" />
      <rect x="60" y="58" width="280" height="18" className="ill-bar" />
      <circle cx="84" cy="58" r="5" className="ill-dot" />
      <circle cx="100" cy="58" r="5" className="ill-dot" />
      <circle cx="116" cy="58" r="5" className="ill-dot" />
      <rect x="80" y="96" width="150" height="30" rx="12" className="ill-bubble-in" />
      <rect x="92" y="107" width="96" height="8" rx="4" className="ill-line" />
      <rect x="170" y="140" width="150" height="30" rx="12" className="ill-bubble-out" />
      <rect x="182" y="151" width="110" height="8" rx="4" className="ill-line-out" />
      <rect x="80" y="184" width="120" height="30" rx="12" className="ill-bubble-in" />
      <rect x="92" y="195" width="70" height="8" rx="4" className="ill-line" />
      <rect x="80" y="228" width="240" height="18" rx="9" className="ill-input" />
      <g transform="translate(330 232)">
        <circle r="40" className="ill-badge" />
        <Badge kind={kind} />
      </g>
    </svg>
  );
}
