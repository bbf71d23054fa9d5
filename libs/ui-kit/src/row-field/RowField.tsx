// A form field for a list of many rows (an invoice's up to 50 lines): its label, the control and the control's
// messages, without Form.Item's layout. A Form.Item draws a grid row and columns that follow the screen's width, its
// messages' enter and leave motion, and measures itself after every render (a forced layout on each key typed), for
// every field; fifty lines of four fields made each key and each added line pay for all that (docs/bench.md, the
// invoice form). Here the field is antd's own, `noStyle`: rules, triggers, the server's 422 errors, scrolling to the
// first error, and the control's id and aria states (required, invalid, described by its messages) stay antd's. This
// draws what the Form.Item would around the control: a label for it, and the box of its messages (row-field.css).
import { cloneElement, type ReactElement } from 'react';
import { Form, type FormItemProps } from 'antd';
import './row-field.css';

/** The messages and status the field hands its control (antd's Form.Item.useStatus). */
const useFieldStatus = Form.Item.useStatus;

export interface RowFieldProps {
  /** The field's path in the form, as Form.Item's `name`. */
  name: FormItemProps['name'];
  label: string;
  rules?: FormItemProps['rules'];
  /** The control (an input): it gets the form's value, change handler and id. */
  children: ReactElement<Record<string, unknown>>;
  /** The field's box, beside its own class (a grid cell of the row, say). */
  className?: string;
}

export function RowField({ name, label, rules, children, className }: RowFieldProps) {
  return (
    // The label is also the rules' `${label}` in their messages, as a Form.Item's would be.
    <Form.Item noStyle name={name} rules={rules} label={label}>
      <RowFieldBody label={label} control={children} className={className} />
    </Form.Item>
  );
}

/**
 * What the form's field hands its child: the value, the handlers, the id and the aria states (and React 19's ref).
 * Its `aria-describedby` names `<id>_help` while there is a message: the box this draws them in.
 */
interface FieldProps {
  id?: string;
  'aria-required'?: 'true';
  [prop: string]: unknown;
}

function RowFieldBody({
  label,
  control,
  className,
  ...field
}: FieldProps & { label: string; control: ReactElement<Record<string, unknown>>; className?: string }) {
  const { errors, warnings } = useFieldStatus();
  return (
    <div className={className ? `la-row-field ${className}` : 'la-row-field'}>
      <label
        htmlFor={field.id}
        className={field['aria-required'] ? 'la-row-field-label la-row-field-required' : 'la-row-field-label'}
      >
        {label}
      </label>
      {cloneElement(control, field)}
      <div id={field.id && `${field.id}_help`} className="la-row-field-help">
        {errors.map((error, index) => (
          <div key={`error-${index}`} className="la-row-field-error">
            {error}
          </div>
        ))}
        {warnings.map((warning, index) => (
          <div key={`warning-${index}`} className="la-row-field-warning">
            {warning}
          </div>
        ))}
      </div>
    </div>
  );
}
