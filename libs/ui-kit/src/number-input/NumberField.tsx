// A number field that keeps what was typed. antd's InputNumber rewrites its text on blur and Enter: it clamps to
// min and max, rounds to its precision and drops what it cannot read, so −50 became 0.00, 1e9 became the maximum and
// 10.999 became 11.00, and the form then saved a figure nobody typed. Here the form's value is the text itself (a
// number given by the form, such as a loaded record's, is shown as its text), and the field's rules, the schema the
// server checks with (docs/architecture.md, Contracts), refuse what is out of range or too precise by the field, in
// the server's words. Reading the text into a number is the schema's job too (checkAgainst), so what is shown is what
// is totalled and saved.
import type { KeyboardEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { checkAgainst, type RuleSchema, type SchemaOutput } from '@live-agent/contracts';

export interface NumberFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value?: number | string | null;
  onChange?: (text: string) => void;
  /** What ArrowUp and ArrowDown add to or take from a well-formed number (nothing is clamped); 1 by default. */
  step?: number;
  /** Whole numbers only: the keyboard shown on a phone has no decimal point. */
  whole?: boolean;
}

const PLAIN = /^-?\d+(\.\d*)?$/;
const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** The text a form value is shown as: a number as JavaScript writes it, a text as it is, nothing as ''. */
export const numberText = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * What a field's schema reads from the form's value (its text, or a loaded record's number): the figure the server
 * would store, a blank one giving the schema's own default; undefined when the schema refuses it (the field's rule
 * says why). What a form sends, so the number saved is the one checked.
 */
export function figureOf<Schema extends RuleSchema>(schema: Schema, value: unknown): SchemaOutput<Schema> | undefined {
  const checked = checkAgainst(schema, value);
  return checked.ok ? checked.value : undefined;
}

export function NumberField({ value, onChange, onKeyDown, step = 1, whole = false, ...rest }: NumberFieldProps) {
  const text = numberText(value);

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const up = event.key === 'ArrowUp';
    if (!up && event.key !== 'ArrowDown') return;
    const typed = text.trim();
    if (typed !== '' && !PLAIN.test(typed)) return;
    event.preventDefault();
    const next = (typed === '' ? 0 : Number(typed)) + (up ? step : -step);
    onChange?.(next.toFixed(Math.max(decimalsOf(typed), decimalsOf(String(step)))));
  };

  return (
    <Input
      autoComplete="off"
      {...rest}
      inputMode={whole ? 'numeric' : 'decimal'}
      value={text}
      onChange={(event) => onChange?.(event.target.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) stepBy(event);
      }}
    />
  );
}
