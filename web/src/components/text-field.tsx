import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Marks the field invalid without a message (SPEC §5's link URL). */
  invalid?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A labelled input with its (client or server) error message under it. */
export function TextField({ label, name, value, onChange, error, invalid, hint, multiline, ...rest }: TextFieldProps) {
  const bad = Boolean(error) || Boolean(invalid);
  const cls = `q-input${bad ? ' q-input--invalid' : ''}`;
  return (
    <label className="q-field" data-field={name}>
      <span className="q-field__label">{label}</span>
      {multiline ? (
        <textarea className={cls} name={name} value={value} rows={4} maxLength={rest.maxLength} aria-invalid={bad} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input className={cls} name={name} value={value} aria-invalid={bad} onChange={(e) => onChange(e.target.value)} {...rest} />
      )}
      {hint && !error && <span className="q-field__hint">{hint}</span>}
      {error && <span className="q-field__error">{error}</span>}
    </label>
  );
}
