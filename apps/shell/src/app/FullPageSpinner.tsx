// A spinner without antd, for the moments before antd has loaded (the boot screen's look).
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation('shell');
  return (
    <div className="plain-spinner-page" role="status" aria-label={t('loading')}>
      <div className="plain-spinner" />
    </div>
  );
}
