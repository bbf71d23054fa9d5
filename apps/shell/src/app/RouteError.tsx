// Shown by the router when a route fails to render or its lazy chunk cannot be fetched (often right
// after a redeploy): a translated page with a reload instead of the router's developer page. Plain
// markup, because the chunk that failed may be the one that brings antd.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  return (
    <main className="plain-page" role="alert" data-testid="route-error">
      <h1>{t('misc.errorTitle')}</h1>
      <p>{t('misc.routeErrorBody')}</p>
      <button type="button" className="plain-button plain-button-primary" onClick={() => window.location.reload()}>
        {t('misc.reload')}
      </button>
      {error instanceof Error ? <code className="plain-detail">{error.message}</code> : null}
    </main>
  );
}
