import React, { useEffect, useState } from 'react';
import { contentLinksInLayout } from '@site/routing';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/locale-context';
import { publicConfig } from '../../config/public-config';
import type { MemberContent } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import { NoticeBox } from '../../components/notice-box/notice-box';
import { sessionStore, useSession } from '../session/session-store';
import { useGetMemberContent } from './api/get-member-content';
import { useLoginSearch } from '../auth/return-target';
import * as styles from './members-only-content.module.css';

export type MembersContentKind = 'news' | 'brand' | 'enterprise';

/** Where the website API's signed links to members-only files point. */
export const MEMBER_FILE_PATH = '/website/content/files/';

export interface MembersOnlyContentProps {
  kind: MembersContentKind;
  slug: string;
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; content: MemberContent }
  | { state: 'unavailable'; message: string }
  | { state: 'refused' };

/**
 * Stands where a members-only body belongs. Static builds never contain the body
 * (decision 5): visitors see the register prompt, members get it from the website API.
 */
export function MembersOnlyContent({ kind, slug }: MembersOnlyContentProps) {
  const { loggedIn } = useSession();
  return loggedIn ? <MemberBody kind={kind} slug={slug} /> : <RegisterPrompt />;
}

function RegisterPrompt() {
  const { t } = useTranslation();
  // After login the member comes back to this article, where the body is then shown.
  const returnSearch = useLoginSearch();
  return (
    <NoticeBox
      title={t('member:membersOnly.notice')}
      text={t('member:membersOnly.prompt')}
      primary={{ to: '/register', search: returnSearch, label: t('member:membersOnly.register') }}
      secondary={{ to: '/login', search: returnSearch, label: t('member:membersOnly.login') }}
      testId="members-only-notice"
    />
  );
}

function MemberBody({ kind, slug }: MembersOnlyContentProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const getContent = useGetMemberContent();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    void getContent(kind, slug).then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ state: 'ready', content: result.data });
      else if (result.code === API_CODE.membersOnly) {
        // The API treats a dead token as no token: for a reader holding one, the session has expired.
        if (sessionStore.token()) sessionStore.expire();
        setLoad({ state: 'refused' });
      } else setLoad({ state: 'unavailable', message: result.msg });
    });
    return () => {
      current = false;
    };
  }, [kind, slug, getContent, attempt]);

  if (load.state === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        {t('member:content.loading')}
      </p>
    );
  }
  if (load.state === 'refused') return <RegisterPrompt />;
  if (load.state === 'unavailable') {
    // A service that is down (the API client has shown its toast) may be back on the next try.
    return (
      <div className={styles.unavailable}>
        <p role="status">{load.message || t('member:content.unavailable')}</p>
        <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
          {t('member:content.retry')}
        </button>
      </div>
    );
  }
  const sections = Object.entries(load.content.html).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  // Signed, short-lived links on this origin (decision 016); anything else is not a member file.
  const files = load.content.materialFiles.filter((file) => file.url.startsWith(MEMBER_FILE_PATH));
  return (
    <div className={styles.body} data-testid="members-only-body">
      {sections.map(([field, html]) => (
        // The API sanitizes every rich-text field before sending it (security.md item 8).
        <div
          key={field}
          className="rich-text"
          data-field={field}
          dangerouslySetInnerHTML={{ __html: contentLinksInLayout(html, device, publicConfig.rootDevice) }}
        />
      ))}
      {files.length > 0 && (
        <section aria-labelledby="member-materials">
          <h2 id="member-materials">{t('member:content.materials')}</h2>
          <ul>
            {files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.name} rel="noreferrer">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
