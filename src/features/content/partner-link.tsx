import React, { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Device } from '@site/routing';
import { ConfirmDialog } from './confirm-dialog';

export interface PartnerLinkProps {
  href: string;
  device: Device;
  className?: string;
}

/**
 * Link to the partner platform. On phones, leaving the site is asked first: the
 * platform is a separate service with its own sign-in.
 */
export function PartnerLink({ href, device, className }: PartnerLinkProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const label = (
    <>
      {t('rep:partner.link')}
      <span className="visually-hidden">{t('rep:partner.opensExternal')}</span>
    </>
  );

  if (device === 'pc') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <a
        href={href}
        rel="noopener noreferrer"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        {label}
      </a>
      {asking && (
        <ConfirmDialog
          title={t('rep:partner.dialogTitle')}
          message={t('rep:partner.dialogMessage')}
          confirmLabel={t('rep:partner.confirm')}
          cancelLabel={t('rep:partner.cancel')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            window.location.assign(href);
          }}
        />
      )}
    </>
  );
}
