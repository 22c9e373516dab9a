import React, { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessages, useFieldState } from './field-messages';
import * as styles from './form.module.css';

interface BaseFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {/* Outside the label: the field's name stays clean, aria-required tells the rest. */}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

export function TextField({ name, label, hint, required, type = 'text', autoComplete }: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const field = useFieldState(name, id, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        className={styles.input}
        {...field.aria}
        {...register(name)}
      />
      <FieldMessages ids={field.ids} hint={hint} error={field.error} warning={field.warning} />
    </div>
  );
}

export function TextareaField({ name, label, hint, required, rows = 6 }: BaseFieldProps & { rows?: number }) {
  const id = useId();
  const { register } = useFormContext();
  const field = useFieldState(name, id, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        className={styles.input}
        {...field.aria}
        {...register(name)}
      />
      <FieldMessages ids={field.ids} hint={hint} error={field.error} warning={field.warning} />
    </div>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
}

export function SelectField({ name, label, hint, required, options, placeholder }: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const field = useFieldState(name, id, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        aria-required={required || undefined}
        className={styles.input}
        {...field.aria}
        {...register(name, { setValueAs: (value: string) => (value === '' ? undefined : value) })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={field.ids} hint={hint} error={field.error} warning={field.warning} />
    </div>
  );
}

/** A checkbox whose label may hold links (terms, privacy policy). */
export function CheckboxField({ name, label, hint, required }: Omit<BaseFieldProps, 'label'> & { label: React.ReactNode }) {
  const id = useId();
  const { register } = useFormContext();
  const field = useFieldState(name, id, hint);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          className={styles.checkbox}
          {...field.aria}
          {...register(name)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages ids={field.ids} hint={hint} error={field.error} warning={field.warning} />
    </div>
  );
}

/** Bots fill every field; people never see this one (spec: honeypot on public forms). */
export function HoneypotField({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <input type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}

export function SubmitButton({ children, pending }: { children: React.ReactNode; pending?: boolean }) {
  const { formState } = useFormContext();
  const busy = pending ?? formState.isSubmitting;
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
