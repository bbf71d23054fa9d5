// ui-kit's NumberField keeps exactly what was typed (antd's InputNumber rewrote it on blur); ArrowUp and ArrowDown
// step it, and the rule from a schema says what is wrong by the field.
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { wizardPlanSchema } from '@live-agent/contracts';
import { NumberField, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

// A whole number of seats from 1 to 500, read from the text: the wizard's own rule.
const SEATS = wizardPlanSchema.shape.seats;

export function NumberFields() {
  const { t } = useTranslation(NAMESPACE);
  const rules = useFormRules();
  const label = (key: string) => t(`formElements.number.fields.${key}`);
  return (
    <Form layout="vertical" className="elements-stack" initialValues={{ price: '19.90', quantity: 2 }}>
      <Form.Item name="price" label={label('price')}>
        <NumberField prefix="€" step={0.1} />
      </Form.Item>
      <Form.Item name="quantity" label={label('quantity')} rules={rules.of(SEATS)} extra={label('quantityHelp')}>
        <NumberField whole />
      </Form.Item>
      <Form.Item name="disabled" label={label('disabled')}>
        <NumberField disabled />
      </Form.Item>
    </Form>
  );
}
