// The two-column frame of the sign-in pages: brand illustration on the left, the form card right.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectOrganization } from '../organization/organization.slice';
import './auth-pages.css';

export function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const organization = useSelector(selectOrganization);
  const { t } = useTranslation('shell');
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
        <div className="auth-card">
          <div className="auth-card-brand">
            <img src={organization.image} alt="" />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="app-name">{organization.name}</Typography.Title>
          </div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
          {children}
        </div>
      </section>
    </main>
  );
}
