// The pages' edit forms (a user, a blog post and its comments, the account's tabs) lay their fields out the same way:
// each a labelled Form.Item in antd's 24-column grid, the whole width on a phone and half of it (or what the field
// says) from a tablet up. A field is labelled by its form's strings and checked by its form's rules, both under the
// field's name, unless it says otherwise.
import type { ReactNode } from 'react';
import { Col, Form, Input, Row, type FormItemProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export interface GridField extends Pick<FormItemProps, 'name' | 'label' | 'rules' | 'extra' | 'dependencies'> {
  /** The control; a text input the browser does not fill in when not given. */
  input?: ReactNode;
  /** Columns of 24 the field takes from a tablet up: the grid's (half the row unless it says) when not given. */
  md?: number;
}

/** `md`: the fields' width where they do not say (a drawer's are the whole row). */
export function FieldGrid({ fields, md: columns = 12 }: { fields: GridField[]; md?: number }) {
  return (
    <Row gutter={16}>
      {fields.map(({ input = <Input autoComplete="off" />, md = columns, ...item }) => (
        <Col key={String(item.name)} xs={24} md={md}>
          <Form.Item {...item}>{input}</Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/**
 * A form's field maker: `field(name, input, more)` is the field `name`, labelled by the string `<strings>.<name>`
 * and checked by `rules[name]` (none when the form has no rules for it); `more` puts anything else (its width, a
 * hint, another label).
 */
export function useGridField(strings: string, rules: Record<string, unknown> = {}) {
  const { t } = useTranslation(NAMESPACE);
  return (name: string, input?: ReactNode, more: Partial<GridField> = {}): GridField => {
    const own = rules[name];
    return {
      name,
      label: t(`${strings}.${name}`),
      rules: Array.isArray(own) ? (own as FormRule[]) : undefined,
      input,
      ...more,
    };
  };
}
