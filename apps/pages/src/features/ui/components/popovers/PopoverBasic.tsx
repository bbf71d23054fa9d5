import { Button, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function PopoverBasic() {
  const { t } = useTranslation(NAMESPACE);
  const content = <p style={{ margin: 0, maxInlineSize: 240 }}>{t('uiShowcase.popovers.text')}</p>;
  return (
    <Flex gap={8} wrap>
      {/* Click (and Enter or Space) opens it, Escape or a click outside closes it. */}
      <Popover title={t('uiShowcase.popovers.popoverTitle')} content={content} trigger="click">
        <Button type="primary">{t('uiShowcase.popovers.click')}</Button>
      </Popover>
      <Popover title={t('uiShowcase.popovers.popoverTitle')} content={content} trigger={['hover', 'focus']}>
        <Button>{t('uiShowcase.popovers.hover')}</Button>
      </Popover>
      <Popover content={content} trigger="click" placement="bottom">
        <Button>{t('uiShowcase.popovers.below')}</Button>
      </Popover>
    </Flex>
  );
}
