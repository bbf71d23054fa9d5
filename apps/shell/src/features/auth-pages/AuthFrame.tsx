// The two-column frame of the sign-in pages: brand illustration on the left, the form right (from
// @live-agent/auth/forms), with a language switch. Plain markup (no antd): these pages are the first load.
// While the user types, the signed-in frame (antd included) is fetched in the background.
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from '@live-agent/store';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@live-agent/auth/forms';
import { changeLanguage } from '../../i18n';
import { prefetchSignedInFrame } from '../../app/prefetch';
import { selectOrganization } from '../organization';
import './auth-pages.css';

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
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

  useEffect(() => whenIdle(prefetchSignedInFrame), []);

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
