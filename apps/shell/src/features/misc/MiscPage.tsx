import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Shell-owned full pages: not authorized (route guards send users here) and the generic error. */
export function MiscPage({ kind }: { kind: 'notAuthorized' | 'error' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={kind === 'notAuthorized' ? '403' : '500'}
        title={t(kind === 'notAuthorized' ? 'misc.notAuthorizedTitle' : 'misc.errorTitle')}
        subTitle={t(kind === 'notAuthorized' ? 'misc.notAuthorizedBody' : 'misc.errorBody')}
        extra={<Button type="primary" onClick={() => navigate('/')}>{t('misc.backHome')}</Button>}
      />
    </div>
  );
}
