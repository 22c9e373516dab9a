import type { Member } from '@site/contracts';
import { DEFAULT_LOCALE, isLocale } from '@site/routing';
import type { MemberRow } from '../repositories/members';

/** What the API shows of a member; never the hash or the status. */
export function memberView(
  member: Pick<MemberRow, 'email' | 'username' | 'company_name' | 'locale'>,
): Member {
  return {
    email: member.email,
    username: member.username,
    companyName: member.company_name,
    locale: isLocale(member.locale) ? member.locale : DEFAULT_LOCALE,
  };
}
