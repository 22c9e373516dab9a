import React, { useId } from 'react';
import { useFormContext, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
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

/** What a labelled field hands to its control: registration, the id its label points at, aria wiring. */
type ControlProps = UseFormRegisterReturn & {
  id: string;
  className: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

interface LabelledFieldProps extends BaseFieldProps {
  registerOptions?: RegisterOptions;
  children: (control: ControlProps) => React.ReactNode;
}

/** Label, control and messages of one field; the control gets everything but its own attributes. */
function LabelledField({ name, label, hint, required, registerOptions, children }: LabelledFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const field = useFieldState(name, id, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      {children({
        id,
        className: styles.input,
        'aria-required': required || undefined,
        ...field.aria,
        ...register(name, registerOptions),
      })}
      <FieldMessages ids={field.ids} hint={hint} error={field.error} warning={field.warning} />
    </div>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

export function TextField({ type = 'text', autoComplete, ...field }: TextFieldProps) {
  return (
    <LabelledField {...field}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
    </LabelledField>
  );
}

export function TextareaField({ rows = 6, ...field }: BaseFieldProps & { rows?: number }) {
  return <LabelledField {...field}>{(control) => <textarea {...control} rows={rows} />}</LabelledField>;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
}

// An empty choice is no choice: the schema sees undefined, not ''.
const SELECT_REGISTER: RegisterOptions = {
  setValueAs: (value: string) => (value === '' ? undefined : value),
};

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <LabelledField {...field} registerOptions={SELECT_REGISTER}>
      {(control) => (
        <select {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A checkbox whose label may hold links (terms, privacy policy). */
export function CheckboxField({
  name,
  label,
  hint,
  required,
}: Omit<BaseFieldProps, 'label'> & { label: React.ReactNode }) {
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
