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
      <LayoutSwitch name="isRTL" layout={layout} change={change} testId="rtl-toggle" />
      <LayoutSwitch
        name="menuCollapsed"
        layout={layout}
        change={change}
        disabled={layout.menuLayout === 'horizontal'}
      />
      <LayoutSwitch name="menuHidden" layout={layout} change={change} testId="menu-hidden-toggle" />
      <Button onClick={() => dispatch(layoutReset())} data-testid="customizer-reset">
        {t('customizer.reset')}
      </Button>
    </Form>
  );
}

/** An on/off choice of the layout: a switch named by its label, as the choices above are. */
function LayoutSwitch({
  name,
  layout,
  change,
  disabled,
  testId,
}: {
  name: 'isRTL' | 'menuCollapsed' | 'menuHidden';
  layout: LayoutState;
  change: (changes: Partial<LayoutState>) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Form.Item label={<span id={`customizer-${name}`}>{t(`customizer.${name}`)}</span>}>
      <Switch
        checked={layout[name]}
        onChange={(on) => change({ [name]: on })}
        aria-labelledby={`customizer-${name}`}
        disabled={disabled}
        data-testid={testId}
      />
    </Form.Item>
  );
}
