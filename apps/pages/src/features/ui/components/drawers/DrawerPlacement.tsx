import { useState } from 'react';
import { Button, Drawer, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

type Placement = 'left' | 'right' | 'top' | 'bottom';
const PLACEMENTS: Placement[] = ['right', 'left', 'top', 'bottom'];

export default function DrawerPlacement() {
  const { t } = useTranslation(NAMESPACE);
  const [placement, setPlacement] = useState<Placement>('right');
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={12} align="start">
      <Radio.Group
        aria-label={t('uiShowcase.drawers.side')}
        value={placement}
        onChange={(event) => setPlacement(event.target.value)}
        options={PLACEMENTS.map((value) => ({ value, label: t(`uiShowcase.drawers.${value}`) }))}
      />
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('uiShowcase.drawers.open')}
      </Button>
      <Drawer
        title={t('uiShowcase.drawers.drawerTitle')}
        placement={placement}
        open={open}
        onClose={() => setOpen(false)}
        closable={{ 'aria-label': t('uiShowcase.common.close') }}
      >
        <p>{t('uiShowcase.drawers.text')}</p>
      </Drawer>
    </Flex>
  );
}
