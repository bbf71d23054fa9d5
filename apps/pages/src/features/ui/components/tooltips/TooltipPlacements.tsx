import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;

export default function TooltipPlacements() {
  const { t } = useTranslation(NAMESPACE);
  // A tooltip opens on hover and on keyboard focus, and Escape closes it.
  return (
    <Flex gap={8} wrap>
      {PLACEMENTS.map((placement) => (
        <Tooltip key={placement} placement={placement} title={t('uiShowcase.tooltips.hint')}>
          <Button>{t(`uiShowcase.tooltips.${placement}`)}</Button>
        </Tooltip>
      ))}
    </Flex>
  );
}
