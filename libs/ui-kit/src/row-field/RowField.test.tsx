import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { RowField } from './RowField';

interface Values {
  lines: { item: string; note: string }[];
}

function LineForm({ onSave, onForm }: { onSave: (values: Values) => void; onForm?: (form: FormInstance) => void }) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    onForm?.(form);
  }, [form, onForm]);
  return (
    <Form form={form} initialValues={{ lines: [{ item: '', note: '' }] }} onFinish={onSave}>
      <RowField name={['lines', 0, 'item']} label="Item" rules={[{ required: true, message: 'Name the item.' }]}>
        <Input />
      </RowField>
      <RowField name={['lines', 0, 'note']} label="Note" className="wide">
        <Input />
      </RowField>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('RowField', () => {
  it('labels its control, marks a required one, and keeps the class it is given', () => {
    render(<LineForm onSave={jest.fn()} />);
    const item = screen.getByLabelText('Item');
    expect(item).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Item')).toHaveClass('la-row-field-required');
    expect(screen.getByText('Note')).not.toHaveClass('la-row-field-required');
    expect(screen.getByLabelText('Note').closest('.la-row-field')).toHaveClass('wide');
  });

  it("shows the rule's message by the field, describing the control, and saves once it is met", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<LineForm onSave={onSave} />);
    const item = screen.getByLabelText('Item');
    expect(item).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(item).toHaveAccessibleDescription('Name the item.'));
    expect(item).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Name the item.')).toHaveClass('la-row-field-error');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(item, 'Design');
    await waitFor(() => expect(item).not.toHaveAttribute('aria-describedby'));
    expect(item).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ lines: [{ item: 'Design', note: '' }] }));
  });

  it("shows an error the form is given (the server's 422) by the field it names", async () => {
    let form: FormInstance | undefined;
    render(<LineForm onSave={jest.fn()} onForm={(instance) => (form = instance)} />);
    await waitFor(() => expect(form).toBeDefined());
    form!.setFields([{ name: ['lines', 0, 'note'], errors: ['Too long for the server.'] }]);
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Too long for the server.'));
  });
});
