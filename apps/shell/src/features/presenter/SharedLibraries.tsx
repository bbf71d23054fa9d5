// The presenter's view of the shared libraries: for each, the one copy the page uses, which app provided it,
// and the versions other apps offered and did not get to use (a remote deployed against another minor).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SharedLibraryInUse } from '../../federation/remoteLoader';

export function SharedLibraries({ libraries }: { libraries: SharedLibraryInUse[] }) {
  const { t } = useTranslation('shell');
  if (!libraries.length) return <Typography.Text type="secondary">{t('presenter.sharedNone')}</Typography.Text>;
  return (
    <div
      role="table"
      aria-label={t('presenter.sharedTab')}
      data-testid="presenter-shared"
      className="remote-list shared-list"
    >
      <div role="row" className="remote-list-row remote-list-head">
        <span role="columnheader">{t('presenter.library')}</span>
        <span role="columnheader">{t('presenter.inUse')}</span>
        <span role="columnheader">{t('presenter.providedBy')}</span>
      </div>
      {libraries.map((library) => (
        <div role="row" className="remote-list-row" key={library.name} data-testid={`shared-row-${library.name}`}>
          <Typography.Text role="cell" strong>
            {library.name}
          </Typography.Text>
          <span role="cell" data-testid="shared-version">
            {library.version ?? t('presenter.notLoaded')}
          </span>
          <span role="cell">
            <span data-testid="shared-provider">{library.providedBy ?? '—'}</span>
            {library.offered.length ? (
              <Typography.Text type="secondary" className="remote-list-build" data-testid="shared-offered">
                {' '}
                {t('presenter.alsoOffered', {
                  list: library.offered.map(({ version, from }) => `${version} (${from})`).join(', '),
                })}
              </Typography.Text>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}
