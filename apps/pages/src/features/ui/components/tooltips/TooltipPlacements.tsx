import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;
type Placement = (typeof PLACEMENTS)[number];

export default function TooltipPlacements() {
  const { t } = useTranslation(NAMESPACE);
  // A tooltip opens on hover and on keyboard focus (antd's own trigger is hover alone), and Escape closes it without
  // moving the pointer or the focus away.
  const [open, setOpen] = useState<Placement | null>(null);
  return (
    <Flex gap={8} wrap>
      {PLACEMENTS.map((placement) => (
        <Tooltip
          key={placement}
          placement={placement}
          title={t('uiShowcase.tooltips.hint')}
          trigger={['hover', 'focus']}
          open={open === placement}
          onOpenChange={(next) => setOpen((current) => (next ? placement : current === placement ? null : current))}
        >
          <Button onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}>
            {t(`uiShowcase.tooltips.${placement}`)}
          </Button>
        </Tooltip>
      ))}
    </Flex>
  );
}
