// A labelled input with its hint and its error under it (aria-invalid, aria-describedby).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './ui.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Something shown at the right of the label (e.g. a "Forgot your password?" link). */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function Field({ label, name, error, hint, labelAside, className, ref, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        {...input}
        ref={ref}
        id={id}
        name={name}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, name, error, hint, labelAside, ref, ...input }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.inputWrap}>
        <input
          {...input}
          ref={ref}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.inputWithToggle}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={id}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ButtonProps {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  type?: 'submit' | 'button';
  variant?: 'primary' | 'secondary';
  auto?: boolean;
  onClick?: () => void;
}

export function Button({ children, busy, disabled, type = 'button', variant = 'primary', auto, onClick }: ButtonProps) {
  const className = [styles.button, variant === 'secondary' ? styles.buttonSecondary : '', auto ? styles.buttonAuto : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={className} disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
