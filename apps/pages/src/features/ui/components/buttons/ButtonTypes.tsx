import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function ButtonTypes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button type="primary">{t('uiShowcase.buttons.primary')}</Button>
        <Button>{t('uiShowcase.buttons.default')}</Button>
        <Button type="dashed">{t('uiShowcase.buttons.dashed')}</Button>
        <Button type="text">{t('uiShowcase.buttons.text')}</Button>
        <Button type="link">{t('uiShowcase.buttons.link')}</Button>
      </Flex>
      <Flex gap={8} wrap>
        <Button type="primary" danger>
          {t('uiShowcase.common.delete')}
        </Button>
        <Button danger>{t('uiShowcase.common.delete')}</Button>
        <Button color="primary" variant="filled">
          {t('uiShowcase.buttons.filled')}
        </Button>
        <Button color="default" variant="outlined">
          {t('uiShowcase.buttons.outlined')}
        </Button>
      </Flex>
    </Flex>
  );
}
