import React, { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ContactBody } from '@site/contracts';
import { CONTACT_REGIONS, HONEYPOT_FIELD, type ContactRegion } from '@site/contracts/src/form-constants';
import { Form } from '../../components/form/form';
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
} from '../../components/form/fields';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { useToast } from '../toast/use-toast';
import { useSubmitInquiry } from './api/submit-inquiry';
import * as styles from './contact.module.css';
import { loadContracts } from '../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.ContactBodySchema);

type Step = 'input' | 'confirm' | 'complete';

/** Full keys, so the i18n check sees every region name in use. */
const REGION_KEYS: Record<ContactRegion, `contact:regions.${ContactRegion}`> = {
  japan: 'contact:regions.japan',
  'east-asia': 'contact:regions.east-asia',
  australasia: 'contact:regions.australasia',
  'north-america': 'contact:regions.north-america',
  others: 'contact:regions.others',
};

const EMPTY: ContactBody = {
  region: undefined as unknown as ContactRegion,
  content: '',
  email: '',
  company: '',
  privacyConsent: false as unknown as true,
  [HONEYPOT_FIELD]: '',
};

/** Spec section 4: input, confirm (Edit goes back with everything kept), submit, complete. */
export function ContactScreen() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('input');
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const steps: Step[] = ['input', 'confirm', 'complete'];
  const stepLabels = {
    input: t('contact:steps.input'),
    confirm: t('contact:steps.confirm'),
    complete: t('contact:steps.complete'),
  };
  return (
    <div className={styles.root}>
      <ol className={styles.steps} aria-label={t('contact:steps.label')}>
        {steps.map((name) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={name === step ? styles.current : undefined}
          >
            {stepLabels[name]}
          </li>
        ))}
      </ol>
      {step === 'input' && (
        <ContactInput
          values={values}
          onConfirm={(next) => {
            setValues(next);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && (
        <ContactConfirm values={values} onEdit={() => setStep('input')} onSent={() => setStep('complete')} />
      )}
      {step === 'complete' && (
        <section aria-labelledby="contact-complete" className={styles.panel}>
          <h2 id="contact-complete">{t('contact:complete.title')}</h2>
          <p>{t('contact:complete.message')}</p>
          <LocalizedLink to="/">{t('contact:complete.home')}</LocalizedLink>
        </section>
      )}
    </div>
  );
}

function ContactInput({
  values,
  onConfirm,
}: {
  values: ContactBody;
  onConfirm: (values: ContactBody) => void;
}) {
  const { t } = useTranslation();
  const { pathFor } = useLocale();
  const options = CONTACT_REGIONS.map((region) => ({ value: region, label: t(REGION_KEYS[region]) }));
  return (
    <div className={styles.panel}>
      <Form
        schema={loadSchema}
        defaultValues={values}
        label={t('contact:input.title')}
        // The form's own values are kept, not the parsed ones, so Edit shows exactly what was typed.
        onSubmit={(_parsed, form) => onConfirm(form.getValues() as ContactBody)}
      >
        {() => (
          <>
            <SelectField
              name="region"
              label={t('contact:fields.region')}
              placeholder={t('contact:fields.regionPlaceholder')}
              options={options}
              required
            />
            <TextareaField name="content" label={t('contact:fields.content')} rows={8} required />
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('contact:fields.email')}
              required
            />
            <TextField name="company" autoComplete="organization" label={t('contact:fields.company')} />
            <CheckboxField
              name="privacyConsent"
              required
              label={
                <>
                  {t('contact:fields.privacyConsent')}{' '}
                  {/* A plain anchor: Gatsby's Link would navigate this tab instead of opening a new one. */}
                  <a href={pathFor('/privacy-policy')} target="_blank" rel="noopener noreferrer">
                    {t('contact:fields.privacyLink')}
                  </a>
                </>
              }
            />
            <HoneypotField name={HONEYPOT_FIELD} />
            <SubmitButton>{t('contact:input.submit')}</SubmitButton>
          </>
        )}
      </Form>
    </div>
  );
}

function ContactConfirm({
  values,
  onEdit,
  onSent,
}: {
  values: ContactBody;
  onEdit: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const submitInquiry = useSubmitInquiry();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const parsed = (await loadSchema()).safeParse(values);
    const result = parsed.success ? await submitInquiry(parsed.data) : null;
    setSending(false);
    if (result?.ok) {
      toast.success(t('contact:toast.success'));
      onSent();
      return;
    }
    // A service that is down says so after the spec's text; the confirm step stays, with
    // everything typed, so the same inquiry can be sent again.
    const unavailable = result !== null && !result.ok && (result.status === 0 || result.status >= 500);
    toast.error(
      unavailable && result.msg ? `${t('contact:toast.failure')} ${result.msg}` : t('contact:toast.failure'),
    );
    // A refused field sends the reader back to the input step, with everything typed kept.
    if (result && result.fieldErrors.length > 0) onEdit();
  };
  return (
    <section aria-labelledby="contact-confirm" className={styles.panel}>
      <h2 id="contact-confirm">{t('contact:confirm.title')}</h2>
      <p>{t('contact:confirm.intro')}</p>
      <dl className={styles.summary}>
        <dt>{t('contact:fields.region')}</dt>
        <dd>{values.region ? t(REGION_KEYS[values.region]) : ''}</dd>
        <dt>{t('contact:fields.content')}</dt>
        <dd className={styles.multiline}>{values.content}</dd>
        <dt>{t('contact:fields.email')}</dt>
        <dd>{values.email}</dd>
        <dt>{t('contact:fields.company')}</dt>
        <dd>{values.company || '—'}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onEdit} disabled={sending}>
          {t('contact:confirm.edit')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void send()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {t('contact:confirm.send')}
        </button>
      </div>
    </section>
  );
}
