import React, { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldsWithHalfWidthKatakana } from '@site/contracts/src/katakana';
import * as styles from './form.module.css';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's schema, or a loader of it (`() => loadContracts().then((m) => m.XSchema)`, from
 * `src/features/api/load-contracts.ts`). With a loader the page's first load holds no zod: the
 * schema and the resolver load when the reader first focuses or touches the form, and at the
 * latest on submit.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

export interface FormProps<S extends Schema> {
  schema: SchemaSource<S>;
  defaultValues: DefaultValues<z.input<S>>;
  /** Receives the parsed values; the form keeps what was typed whatever happens. */
  onSubmit: (
    values: z.output<S>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ) => Promise<void> | void;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => React.ReactNode;
  /** Accessible name of the form, and the legend of its one group of fields. */
  label: string;
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
  const { resolver, preload } = useLazyResolver<S>(schema);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
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
        onFocusCapture={preload}
        onPointerDownCapture={preload}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      >
        {/* The fieldset disables every field until the scripts run; a group needs its legend (WCAG H71). */}
        <fieldset disabled={!hydrated} className={styles.fieldset}>
          <legend className="visually-hidden">{label}</legend>
          <KatakanaWatch>{children(form)}</KatakanaWatch>
        </fieldset>
      </form>
    </FormProvider>
  );
}

/**
 * The zod resolver of a schema source, loaded once per form: zod, the schema and
 * `@hookform/resolvers` stay out of the page's first load. A failed load is tried again on
 * the next interaction; on submit its error reaches the chunk-reload handler.
 */
function useLazyResolver<S extends Schema>(source: SchemaSource<S>) {
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const pending = useRef<Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null>(null);
  const load = useCallback(() => {
    if (!pending.current) {
      const current = sourceRef.current;
      pending.current = Promise.all([
        import('@hookform/resolvers/zod'),
        typeof current === 'function' ? current() : Promise.resolve(current),
      ]).then(([{ zodResolver }, schema]) => zodResolver(schema as never) as never);
      pending.current.catch(() => {
        pending.current = null;
      });
    }
    return pending.current;
  }, []);
  const resolver = useCallback<Resolver<z.input<S>, unknown, z.output<S>>>(
    async (values, context, options) => (await load())(values, context, options),
    [load],
  );
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  return { resolver, preload };
}

/** Puts the API's field errors (validation keys) on the fields they name. */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  errors: ReadonlyArray<{ field: string; message: string }>,
): boolean {
  let applied = false;
  for (const error of errors) {
    if (!error.field) continue;
    form.setError(
      error.field as Path<T>,
      { type: 'server', message: error.message },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
