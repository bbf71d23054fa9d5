// Recipients as tags: an address becomes a tag on Enter, comma, semicolon or leaving the field; an invalid one
// stays in the field as typed, with a message saying what is wrong; Backspace in an empty field removes the last
// tag. "Name <address>" is understood, and a pasted list is split.
import { useId, useState, type KeyboardEvent } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmailAddress } from '@live-agent/contracts';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { recipientProblem } from '../compose.rules';
import { formatAddress, parseAddress } from '../email.format';

export function AddressInput({
  label,
  value,
  onChange,
  serverErrors,
  testId,
}: {
  label: string;
  value: EmailAddress[];
  onChange: (next: EmailAddress[]) => void;
  serverErrors?: string[];
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: rulesT } = useTranslation(UI_NAMESPACE);
  const [text, setText] = useState('');
  // The parts typed that are no address, kept in the field as typed.
  const [invalid, setInvalid] = useState<string[]>([]);
  const id = useId();
  const errorId = `${id}-error`;

  /** Adds every valid address in `raw`; what cannot be read stays in the field. */
  const commit = (raw: string): boolean => {
    const parts = raw
      .split(/[,;\n]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (!parts.length) return true;
    const added: EmailAddress[] = [];
    const rejected: string[] = [];
    for (const part of parts) {
      const address = parseAddress(part);
      if (address && ![...value, ...added].some((item) => item.email.toLowerCase() === address.email.toLowerCase()))
        added.push(address);
      else if (!address) rejected.push(part);
    }
    if (added.length) onChange([...value, ...added]);
    setText(rejected.join(', '));
    setInvalid(rejected);
    return rejected.length === 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      if (text.trim()) {
        event.preventDefault();
        commit(text);
      } else if (event.key !== 'Enter') event.preventDefault();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  // Each refused part in the server's words (its schema's, in contracts).
  const refusals = invalid.map((part) => recipientProblem(rulesT, part)).filter((problem) => problem !== null);
  const errors = [...refusals, ...(serverErrors ?? [])];
  return (
    <div className="email-address-field" data-testid={testId}>
      <label htmlFor={id} className="email-field-label">
        {label}
      </label>
      <div className={errors.length ? 'email-address-box has-error' : 'email-address-box'}>
        {value.map((address) => (
          <Tag
            key={address.email}
            closable
            closeIcon={<span aria-label={t('compose.removeAddress', { address: address.email })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onChange(value.filter((item) => item !== address));
            }}
            title={formatAddress(address)}
          >
            {address.name || address.email}
          </Tag>
        ))}
        <input
          id={id}
          className="email-address-input"
          value={text}
          autoComplete="email"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (invalid.length) setInvalid([]);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit(text)}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (/[,;\n]/.test(pasted)) {
              event.preventDefault();
              commit(text + pasted);
            }
          }}
        />
      </div>
      {errors.length > 0 && (
        <div id={errorId} className="email-field-error" role="alert">
          {errors.join(' ')}
        </div>
      )}
    </div>
  );
}
