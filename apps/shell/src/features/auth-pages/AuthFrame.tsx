// The two-column frame of the sign-in pages: brand illustration on the left, the form right (from
// @live-agent/auth/forms), with a language switch. Plain markup (no antd): these pages are the first load.
// The signed-in frame (antd included) is fetched and run once the user starts on the form (docs/architecture.md, "How
// the shell boots").
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from '@live-agent/store';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@live-agent/auth/forms';
import { changeLanguage } from '../../i18n';
import { prefetchSignedInFrame } from '../../app/prefetch';
import { selectOrganization } from '../organization';
import './auth-pages.css';

/** The first key, pointer press or typed text on the page (a password manager's fill is typed text). */
const INTENT = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Fetches and runs the signed-in frame at the user's first sign of intent: some 100 ms of script (antd's 50-75 ms in
 * one piece) and two dozen requests, which, run while the page was idle, blocked a page nobody had touched yet.
 * Typing an address and a password leaves it time to load before the form is sent.
 */
function prepareSignedInFrame() {
  const run = () => {
    stop();
    prefetchSignedInFrame();
  };
  const stop = () => INTENT.forEach((type) => document.removeEventListener(type, run, true));
  INTENT.forEach((type) => document.addEventListener(type, run, true));
  return stop;
}

export function AuthFrame({
  title,
  subtitle,
  tab,
  children,
}: {
  title: string;
  subtitle: string;
  /** The page's name in the browser's tab ("Sign in · Acme Support"): the heading is a greeting. */
  tab: string;
  children: ReactNode;
}) {
  const organization = useSelector(selectOrganization);
  const { t } = useTranslation('shell');
  useDocumentTitle(tab);

  useEffect(prepareSignedInFrame, []);

  return (
    <main className="auth-frame">
      <section className="auth-art" aria-hidden="true">
        <div className="auth-art-brand">
          <img src={organization.image} alt="" />
          <span>{organization.name}</span>
        </div>
        <div className="auth-art-bubbles">
          <div className="bubble bubble-in">{t('auth.bubbleHello')}</div>
          <div className="bubble bubble-out">{t('auth.bubbleQuestion')}</div>
          <div className="bubble bubble-in">{t('auth.bubbleAnswer')}</div>
        </div>
      </section>
      <section className="auth-form-side">
        <LanguageSwitch onChange={changeLanguage} />
        <div className="auth-card">
          <div className="auth-card-brand">
            <img src={organization.image} alt="" />
            <span className="auth-title" data-testid="app-name">
              {organization.name}
            </span>
          </div>
          <h1 className="auth-title">{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </div>
      </section>
    </main>
  );
}
