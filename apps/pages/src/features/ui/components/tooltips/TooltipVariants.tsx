import { Button, Flex, Tooltip, type TooltipProps } from 'antd';
import { EditOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

// On hover and on keyboard focus (antd's own trigger is hover alone).
const TRIGGER: TooltipProps['trigger'] = ['hover', 'focus'];

export default function TooltipVariants() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={16} align="center" wrap>
      {/* The icon button's tooltip repeats its name, which it also has for a screen reader. */}
      <Tooltip trigger={TRIGGER} title={t('uiShowcase.common.edit')}>
        <Button icon={<EditOutlined />} aria-label={t('uiShowcase.common.edit')} />
      </Tooltip>
      <Tooltip trigger={TRIGGER} title={t('uiShowcase.tooltips.coloured')} color="purple">
        <Button>{t('uiShowcase.tooltips.purple')}</Button>
      </Tooltip>
      <Tooltip trigger={TRIGGER} title={t('uiShowcase.tooltips.whyDisabled')}>
        <Button disabled>{t('uiShowcase.buttons.disabled')}</Button>
      </Tooltip>
      <Tooltip trigger={TRIGGER} title={t('uiShowcase.tooltips.info')}>
        <InfoCircleOutlined aria-label={t('uiShowcase.tooltips.info')} tabIndex={0} />
      </Tooltip>
    </Flex>
  );
}
