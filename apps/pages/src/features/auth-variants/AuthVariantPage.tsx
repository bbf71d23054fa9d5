// One sign-in page variant: the shared form (@live-agent/auth/forms, the same one the shell's /login runs)
// in the v1 (centred card) or v2 (split, with an illustration) layout. Rendered in the shell's blank frame,
// signed in or out; a signed-in visitor sees the page as a demo and leaves only after signing in on it
// (docs/architecture.md, Blank-layout routes).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ForgotPasswordForm,
  LanguageSwitch,
  loadAuthFormStrings,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
  useAuthFormsTranslation,
} from '@live-agent/auth/forms';
import i18n from 'i18next';
import { switchLanguage, useDocumentTitle } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { AuthIllustration } from './AuthIllustration';
import { BrandMark } from './BrandMark';
import { variantLinks, type AuthFormKind, type AuthLayoutVariant } from './variants';
import './auth-variants.css';

function Form({ kind, variant }: { kind: AuthFormKind; variant: AuthLayoutVariant }) {
  const links = variantLinks(variant);
  switch (kind) {
    case 'login':
      return <LoginForm links={links} whenSignedIn="stay" />;
    case 'register':
      return <RegisterForm links={links} whenSignedIn="stay" />;
    case 'forgotPassword':
      return <ForgotPasswordForm links={links} />;
    default:
      return <ResetPasswordForm links={links} />;
  }
}

function useHeading(kind: AuthFormKind, brand: string): { title: string; subtitle: string } {
  const { t } = useAuthFormsTranslation();
  switch (kind) {
    case 'login':
      return { title: t('welcome', { name: brand }), subtitle: t('signInSubtitle') };
    case 'register':
      return { title: t('registerTitle'), subtitle: t('registerSubtitle') };
    case 'forgotPassword':
      return { title: t('forgotTitle'), subtitle: t('forgotSubtitle') };
    default:
      return { title: t('resetTitle'), subtitle: t('resetSubtitle') };
  }
}

function FormBlock({
  kind,
  variant,
  brand,
  children,
}: {
  kind: AuthFormKind;
  variant: AuthLayoutVariant;
  brand: string;
  children?: ReactNode;
}) {
  const { title, subtitle } = useHeading(kind, brand);
  return (
    <div className="auth-variant-form">
      {children}
      <h1 className="auth-variant-title">{title}</h1>
      <p className="auth-variant-subtitle">{subtitle}</p>
      <Form kind={kind} variant={variant} />
    </div>
  );
}

/** The forms' strings, then every other registered string of the language (this remote's own come one at a time). */
async function chooseLanguage(language: string) {
  await loadAuthFormStrings(i18n, language);
  await switchLanguage(language);
}

export default function AuthVariantPage({ kind, variant }: { kind: AuthFormKind; variant: AuthLayoutVariant }) {
  const { t } = useTranslation(NAMESPACE);
  const brand = t('authVariants.brand');
  useDocumentTitle(t(`authVariants.titles.${kind}${variant.toUpperCase()}`));

  if (variant === 'v1') {
    return (
      <main className="auth-variant auth-variant-v1" data-testid={`auth-variant-v1-${kind}`}>
        <LanguageSwitch onChange={chooseLanguage} />
        <section className="auth-variant-card">
          <FormBlock kind={kind} variant={variant} brand={brand}>
            <div className="auth-variant-card-brand">
              <BrandMark name={brand} />
            </div>
          </FormBlock>
        </section>
      </main>
    );
  }

  return (
    <main className="auth-variant auth-variant-v2" data-testid={`auth-variant-v2-${kind}`}>
      <section className="auth-variant-art">
        <BrandMark name={brand} />
        <AuthIllustration kind={kind} />
        <p className="auth-variant-caption">{t(`authVariants.captions.${kind}`)}</p>
      </section>
      <section className="auth-variant-side">
        <LanguageSwitch onChange={chooseLanguage} />
        <FormBlock kind={kind} variant={variant} brand={brand}>
          <div className="auth-variant-side-brand">
            <BrandMark name={brand} />
          </div>
        </FormBlock>
      </section>
    </main>
  );
}
