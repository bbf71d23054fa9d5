// The theme customizer: every layout choice of the theme (features/layout/layout.slice.ts, LAYOUT_CHOICES), applied
// at once and kept in this browser. Each choice is a group of radio buttons named by its label, so a keyboard user
// moves through a choice's values with the arrow keys.
import { Button, Drawer, Form, Radio, Switch, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { LAYOUT_CHOICES, layoutChanged, layoutReset, selectLayout, type LayoutState } from '../layout';
import './customizer.css';

type Choice = keyof typeof LAYOUT_CHOICES;
const CHOICES = Object.keys(LAYOUT_CHOICES) as Choice[];

export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      title={t('customizer.title')}
      open={open}
      onClose={onClose}
      size={380}
      data-testid="customizer"
      className="customizer"
    >
      {open ? <CustomizerChoices /> : null}
    </Drawer>
  );
}

function CustomizerChoices() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const layout = useSelector(selectLayout);
  const change = (changes: Partial<LayoutState>) => dispatch(layoutChanged(changes));

  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">{t('customizer.help')}</Typography.Paragraph>
      {CHOICES.map((choice) => (
        <Form.Item key={choice} label={<span id={`customizer-${choice}`}>{t(`customizer.${choice}`)}</span>}>
          <Radio.Group
            optionType="button"
            size="small"
            name={`customizer-${choice}`}
            aria-labelledby={`customizer-${choice}`}
            data-testid={`customizer-${choice}`}
            value={layout[choice]}
            onChange={(event) => change({ [choice]: event.target.value })}
            options={LAYOUT_CHOICES[choice].map((value) => ({
              value,
              label: t(`customizer.values.${choice}.${value}`),
            }))}
          />
        </Form.Item>
      ))}
      <Form.Item label={<span id="customizer-rtl">{t('customizer.isRTL')}</span>}>
        <Switch
          checked={layout.isRTL}
          onChange={(isRTL) => change({ isRTL })}
          aria-labelledby="customizer-rtl"
          data-testid="rtl-toggle"
        />
      </Form.Item>
      <Form.Item label={<span id="customizer-collapsed">{t('customizer.menuCollapsed')}</span>}>
        <Switch
          checked={layout.menuCollapsed}
          onChange={(menuCollapsed) => change({ menuCollapsed })}
          aria-labelledby="customizer-collapsed"
          disabled={layout.menuLayout === 'horizontal'}
        />
      </Form.Item>
      <Form.Item label={<span id="customizer-hidden">{t('customizer.menuHidden')}</span>}>
        <Switch
          checked={layout.menuHidden}
          onChange={(menuHidden) => change({ menuHidden })}
          aria-labelledby="customizer-hidden"
          data-testid="menu-hidden-toggle"
        />
      </Form.Item>
      <Button onClick={() => dispatch(layoutReset())} data-testid="customizer-reset">
        {t('customizer.reset')}
      </Button>
    </Form>
  );
}
