// Everything that needs antd, loaded after the sign-in page: antd's theme, locale and direction (one
// shared antd, so they reach every remote's components too), the toast area and the abilities.
// Keeping antd off the sign-in page keeps its first load small however many components the remotes
// use (the shared antd holds all of them); the sign-in page fetches this chunk once the user starts on its form.
import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import type { Locale } from 'antd/es/locale';
import { useSelector, useStore } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AbilityContext, defineAbilityFor, selectAuthUser } from '@live-agent/auth';
import type { AppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import {
  APP_WAVE,
  appTheme,
  installAntdStyles,
  registerUiTranslations,
  ToastArea,
  useReducedMotion,
} from '@live-agent/ui-kit';
import { contentThemeOf, selectLayout } from '../features/layout/layout.slice';
import { defaultAntdLocale, loadAntdLocale } from './antdLocale';

// antd's stylesheet, linked as soon as this module loads (fetched once the user starts on the sign-in form); the router
// renders the frame once it is in (the theme turns antd's runtime styles off: see appTheme).
export const antdStylesReady = installAntdStyles();

/**
 * ui-kit's strings in the page's language (English comes with ui-kit; another language is a chunk of its own): the
 * router draws the frame once they are in, so no shared component shows English first. A failed fetch does not hold
 * the frame back: those strings show in English until the next switch fetches them again.
 */
export const uiStringsReady = () => registerUiTranslations(i18next).catch(() => undefined);

export default function AntdFrame() {
  const { i18n: instance } = useTranslation();
  // The shared components' strings go into the instance React renders with, before the frame's children render
  // (idempotent). Registered when this module loaded, they met a page whose i18next binding was not yet the page's
  // instance now and then, and the module's failure left the whole frame unrendered (docs/architecture.md).
  useMemo(() => void registerUiTranslations(instance), [instance]);
  // The one API slice joins the page's store with this frame, before any screen asks through it (docs/architecture.md,
  // "Server data"); the sign-in page does without RTK Query.
  const store = useStore() as AppStore;
  useState(() => attachApi(store));
  const layout = useSelector(selectLayout);
  const userData = useSelector(selectAuthUser);
  const ability = useMemo(() => defineAbilityFor(userData), [userData]);
  const [locale, setLocale] = useState<Locale>(defaultAntdLocale);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    let current = true;
    void loadAntdLocale(instance.language).then((loaded) => current && setLocale(loaded));
    return () => {
      current = false;
    };
  }, [instance.language]);

  return (
    <ConfigProvider
      direction={layout.isRTL ? 'rtl' : 'ltr'}
      locale={locale}
      theme={appTheme(contentThemeOf(layout.skin), { reducedMotion })}
      wave={APP_WAVE}
    >
      {/* toasts stacked with the newest on top */}
      <ToastArea />
      <AbilityContext.Provider value={ability}>
        <Outlet />
      </AbilityContext.Provider>
    </ConfigProvider>
  );
}
