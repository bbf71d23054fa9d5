// Inputs of the sign-in forms in antd's look, accessible: label, aria-invalid, the error tied to the
// field with aria-describedby and announced as it appears.
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useAuthFormsTranslation } from './strings';
import './auth-forms.css';

type FieldProps = {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'>;

/** The error under a field, announced as it appears. */
function FieldError({ id, error }: { id?: string; error?: string }) {
  return (
    <div id={`${id}-error`} className="plain-field-error" role={error ? 'alert' : undefined}>
      {error}
    </div>
  );
}

/** An input's tie to its error (FieldError). */
const describedBy = (id: string | undefined, error: string | undefined) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function TextField({ label, error, id, ref, ...input }: FieldProps) {
  return (
    <div className={`plain-field${error ? ' plain-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} className="plain-input" {...describedBy(id, error)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The e-mail field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useAuthFormsTranslation();
  return <TextField label={t('email')} type="email" autoComplete="email" {...props} />;
}

export function PasswordField({ label, error, id, ref, ...input }: FieldProps) {
  const { t } = useAuthFormsTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`plain-field${error ? ' plain-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="plain-input-wrap">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className="plain-input"
          {...describedBy(id, error)}
          {...input}
        />
        <button
          type="button"
          className="plain-input-toggle"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? '◉' : '◎'}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ label, error, id, ref, ...input }: FieldProps) {
  return (
    <div className={`plain-field plain-field-checkbox${error ? ' plain-field-invalid' : ''}`}>
      <label htmlFor={id} className="plain-checkbox">
        <input id={id} ref={ref} type="checkbox" {...describedBy(id, error)} {...input} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`plain-notice plain-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ loading, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="plain-button plain-button-primary plain-button-large"
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? <span className="plain-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** The line under a form that leads to another of them ("New here? Create an account", "Back to sign in"). */
export function OtherFormLink({ lead, to, children }: { lead?: ReactNode; to: string; children: ReactNode }) {
  return (
    <p className="auth-center">
      {lead === undefined ? null : <>{lead} </>}
      <Link className="auth-link" to={to}>
        {children}
      </Link>
    </p>
  );
}
