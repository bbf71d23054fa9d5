import { Button, Flex } from 'antd';
import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function ButtonSizes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Button type="primary" size="large" icon={<DownloadOutlined />}>
          {t('uiShowcase.buttons.large')}
        </Button>
        <Button type="primary" icon={<DownloadOutlined />}>
          {t('uiShowcase.buttons.middle')}
        </Button>
        <Button type="primary" size="small" icon={<DownloadOutlined />}>
          {t('uiShowcase.buttons.small')}
        </Button>
      </Flex>
      <Flex gap={8} align="center" wrap>
        {/* A button with only an icon says what it does to a screen reader. */}
        <Button shape="circle" icon={<SearchOutlined />} aria-label={t('uiShowcase.common.search')} />
        <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={t('uiShowcase.common.add')} />
        <Button shape="round" icon={<PlusOutlined />}>
          {t('uiShowcase.common.add')}
        </Button>
        <Button icon={<SearchOutlined />} iconPlacement="end">
          {t('uiShowcase.common.search')}
        </Button>
      </Flex>
      <Button block>{t('uiShowcase.buttons.block')}</Button>
    </Flex>
  );
}
