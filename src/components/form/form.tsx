import React, { createContext, useContext, useMemo } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldsWithHalfWidthKatakana } from '@site/contracts';
import * as styles from './form.module.css';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Receives the parsed values; the form keeps what was typed whatever happens. */
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => Promise<void> | void;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => React.ReactNode;
  /** Accessible name of the form. */
  label?: string;
}

const KatakanaContext = createContext<ReadonlySet<string>>(new Set());

/** Names of fields whose current value holds half-width katakana (a warning, never an error). */
export function useKatakanaWarning(name: string): boolean {
  return useContext(KatakanaContext).has(name);
}

function KatakanaWatch({ children }: { children: React.ReactNode }) {
  const values = useWatch() as Record<string, unknown>;
  const flagged = useMemo(() => new Set(fieldsWithHalfWidthKatakana(values ?? {})), [values]);
  return <KatakanaContext.Provider value={flagged}>{children}</KatakanaContext.Provider>;
}

/**
 * The one form wrapper of the site: react-hook-form with the contract's zod schema. Errors
 * are validation keys, translated by the fields at display.
 */
export function Form<S extends Schema>({ schema, defaultValues, onSubmit, children, label }: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // Static HTML shows the form before the scripts run; until then it stays disabled.
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <form
        method="post"
        aria-label={label}
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      >
        <fieldset disabled={!hydrated} className={styles.fieldset}>
          <KatakanaWatch>{children(form)}</KatakanaWatch>
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** Puts the API's field errors (validation keys) on the fields they name. */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  errors: ReadonlyArray<{ field: string; message: string }>,
): boolean {
  let applied = false;
  for (const error of errors) {
    if (!error.field) continue;
    form.setError(error.field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
