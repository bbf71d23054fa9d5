// A form's plain text fields, in order: each a Form.Item named for its field, labelled `<labels>.<name>` and checked
// by the form's rule of that name (the contracts' schema, through ui-kit's useFormRules), with what its input takes
// (autocomplete, keyboard, placeholder). The checkout's address and card and the invoice's client are made of them.
import type { ComponentProps } from 'react';
import { Col, Form, Input, type ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type Rules = ComponentProps<typeof Form.Item>['rules'];
export type TextInputs = Record<string, ComponentProps<typeof Input>>;

export function TextFields({
  labels,
  rules,
  fields,
  order = Object.keys(fields),
  path,
  column,
}: {
  labels: string;
  rules: Partial<Record<string, Rules>>;
  /** Each field's name and its input's props. */
  fields: TextInputs;
  /** The order the fields stand in, when not that of `fields`. */
  order?: string[];
  /** The form's object the fields belong to (`['client', name]`), if not the form itself. */
  path?: string;
  /** Each field in a grid column of these props. */
  column?: ColProps;
}) {
  const { t } = useTranslation(NAMESPACE);
  return order.map((name) => {
    const item = (
      <Form.Item key={name} name={path ? [path, name] : name} label={t(`${labels}.${name}`)} rules={rules[name]}>
        <Input {...fields[name]} />
      </Form.Item>
    );
    return column ? (
      <Col key={name} {...column}>
        {item}
      </Col>
    ) : (
      item
    );
  });
}
