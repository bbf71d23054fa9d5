// Rows a user adds, removes and moves (antd Form.List), each checked by the invoice line's rules from
// @live-agent/contracts, with a total that follows every keystroke. Only rows the rules accept are counted, so the
// total never shows a figure from a half-typed cost. Every control is a button with its own name, so the keyboard
// does what the mouse does.
import { Button, Flex, Form, Input, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showcaseLineSchema } from '@live-agent/contracts';
import { NumberField, figureOf, toast, useFormRules, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { lineRules, linesRules } from '../forms.rules';

interface Line {
  name?: string;
  cost?: string;
  quantity?: string;
}

const EMPTY_LINE: Line = { name: '', cost: '', quantity: '1' };

export function LineItems() {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = lineRules(formRules);
  const format = useFormat();
  const [form] = Form.useForm<{ lines: Line[] }>();
  const lines = Form.useWatch('lines', form) ?? [];
  const total = lines.reduce((sum, line) => {
    const checked = figureOf(showcaseLineSchema, line);
    return checked ? sum + checked.cost * checked.quantity : sum;
  }, 0);
  const text = (key: string, values?: Record<string, unknown>) => t(`formsShowcase.repeater.${key}`, values);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        lines: [
          { name: text('sampleName1'), cost: '120', quantity: '2' },
          { name: text('sampleName2'), cost: '45.50', quantity: '1' },
        ],
      }}
      onFinish={() => toast.success(text('saved', { total: format.currency(total, 'EUR') }))}
    >
      <Form.List name="lines" rules={linesRules(formRules)}>
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <fieldset key={field.key} className="forms-repeater-line" data-testid="repeater-line">
                <legend>{text('line', { n: index + 1 })}</legend>
                <Flex gap="small" wrap align="start">
                  <Form.Item name={[field.name, 'name']} label={text('name')} rules={rules.name} className="forms-grow">
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'cost']} label={text('cost')} rules={rules.cost}>
                    <NumberField step={0.5} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} label={text('quantity')} rules={rules.quantity}>
                    <NumberField whole />
                  </Form.Item>
                  <Flex gap={4} className="forms-repeater-tools">
                    <Button
                      icon={<ArrowUpOutlined />}
                      aria-label={text('up', { n: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      aria-label={text('down', { n: index + 1 })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={text('remove', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                </Flex>
              </fieldset>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_LINE)} block>
              {text('add')}
            </Button>
          </>
        )}
      </Form.List>
      <Flex justify="space-between" align="center" wrap gap="small" className="forms-repeater-footer">
        <Typography.Text strong data-testid="repeater-total" aria-live="polite">
          {text('total', { total: format.currency(total, 'EUR') })}
        </Typography.Text>
        <Button type="primary" htmlType="submit">
          {text('save')}
        </Button>
      </Flex>
    </Form>
  );
}
