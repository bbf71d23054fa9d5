import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { NamedTable } from '../tableKit';
import { EditableCell } from './EditableCell';

interface Product {
  key: string;
  name: string;
  price: number;
  stock: number;
}
type Field = 'name' | 'price' | 'stock';

const PRODUCTS: Product[] = [
  { key: 'p1', name: 'Aurora X2', price: 129.9, stock: 42 },
  { key: 'p2', name: 'Nimbus 300', price: 64.5, stock: 7 },
  { key: 'p3', name: 'Vento Mini', price: 19, stock: 310 },
];

/** A price as typed in any of the page's languages: "12.50" or "12,50". */
const parsePrice = (text: string) =>
  /^\d{1,6}([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN;

export function InlineEditing() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [rows, setRows] = useState(PRODUCTS);

  const validate = (field: Field) => (text: string) => {
    const value = text.trim();
    if (!value) return t('tablesShowcase.editing.required');
    if (field === 'name') return value.length > 40 ? t('tablesShowcase.editing.tooLong', { max: 40 }) : null;
    if (field === 'price') {
      const price = parsePrice(value);
      if (Number.isNaN(price)) return t('tablesShowcase.editing.badPrice');
      return price > 10_000 ? t('tablesShowcase.editing.tooHigh', { max: format.currency(10_000, 'EUR') }) : null;
    }
    return /^\d{1,4}$/.test(value) ? null : t('tablesShowcase.editing.badStock', { max: format.integer(9999) });
  };

  const change = (key: string, field: Field, value: Product[Field]) =>
    setRows((now) => now.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const save = (row: Product, field: Field) => (text: string) => {
    const previous = row[field];
    change(row.key, field, field === 'name' ? text : field === 'price' ? parsePrice(text) : Number(text));
    toast.withUndo(t('tablesShowcase.editing.saved', { field: t(`tablesShowcase.fields.${field}`), name: row.name }), {
      undoLabel: t('tablesShowcase.editing.undo'),
      onUndo: () => change(row.key, field, previous),
      seconds: 10,
    });
  };

  const editable = (field: Field, show: (row: Product) => string) => ({
    key: field,
    title: t(`tablesShowcase.fields.${field}`),
    align: field === 'name' ? ('start' as const) : ('end' as const),
    render: (_value: unknown, row: Product) => (
      <EditableCell
        text={String(row[field])}
        label={t('tablesShowcase.editing.edit', { field: t(`tablesShowcase.fields.${field}`), name: row.name })}
        validate={validate(field)}
        onSave={save(row, field)}
      >
        {show(row)}
      </EditableCell>
    ),
  });
  const columns: TableColumnsType<Product> = [
    editable('name', (row) => row.name),
    editable('price', (row) => format.currency(row.price, 'EUR')),
    editable('stock', (row) => format.integer(row.stock)),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('tablesShowcase.editing.hint')}</Typography.Paragraph>
      <NamedTable<Product>
        label={t('tablesShowcase.editing.title')}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="editable-table"
      />
    </>
  );
}
