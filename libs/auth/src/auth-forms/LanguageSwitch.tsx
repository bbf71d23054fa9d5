// The language buttons of the sign-in pages (no antd there). `onChange` lets the shell switch its whole page
// (its own strings, dates); elsewhere the forms' strings load first, then i18next switches.
import { useAuthFormsTranslation, loadAuthFormStrings, AUTH_FORM_LANGUAGES, type AuthFormLanguage } from './strings';
import './auth-forms.css';

export function LanguageSwitch({ onChange }: { onChange?: (language: AuthFormLanguage) => unknown }) {
  const { t, i18n } = useAuthFormsTranslation();
  const choose = async (language: AuthFormLanguage) => {
    if (onChange) return onChange(language);
    await loadAuthFormStrings(i18n, language);
    await i18n.changeLanguage(language);
  };
  return (
    <nav className="auth-languages" aria-label={t('language')}>
      {AUTH_FORM_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={i18n.language === lng}
          title={t(`languages.${lng}`)}
          onClick={() => void choose(lng)}
          data-testid={`auth-language-${lng}`}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </nav>
  );
}
