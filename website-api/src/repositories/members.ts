import type { Selectable } from 'kysely';
import type { MembersTable, MemberStatus } from '../db/schema';
import { newId } from '../lib/tokens';
import type { Executor } from './executor';

export type MemberRow = Selectable<MembersTable>;

export function findMemberByEmail(db: Executor, email: string) {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findMemberById(db: Executor, id: string) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMember(
  db: Executor,
  member: {
    email: string;
    username: string;
    companyName: string;
    status: MemberStatus;
    locale: string;
    passwordHash: string | null;
  },
  now: number,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('members')
    .values({
      id,
      email: member.email,
      username: member.username,
      company_name: member.companyName,
      password_hash: member.passwordHash,
      status: member.status,
      locale: member.locale,
      consented_at: member.status === 'legacy' ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateMember(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<MemberRow, 'username' | 'company_name' | 'password_hash' | 'status' | 'locale' | 'consented_at'>
  >,
  now: number,
) {
  await db
    .updateTable('members')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}
