import { Flex, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function ProgressLine() {
  const { t } = useTranslation(NAMESPACE);
  // A progress bar is named for a screen reader: what is progressing.
  return (
    <Flex vertical gap={8}>
      <Progress percent={30} aria-label={t('uiShowcase.progress.upload')} />
      <Progress percent={60} status="active" aria-label={t('uiShowcase.progress.import')} />
      <Progress percent={100} aria-label={t('uiShowcase.progress.backup')} />
      <Progress percent={45} status="exception" aria-label={t('uiShowcase.progress.sync')} />
      <Progress percent={70} size="small" showInfo={false} aria-label={t('uiShowcase.progress.quota')} />
      <Progress percent={50} steps={8} aria-label={t('uiShowcase.progress.profile')} />
    </Flex>
  );
}
