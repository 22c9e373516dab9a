import { newId } from '../lib/tokens';
import type { Executor } from './executor';

export async function insertInquiry(
  db: Executor,
  inquiry: { region: string; content: string; email: string; company: string; locale: string },
  now: number,
) {
  const id = newId();
  await db
    .insertInto('inquiries')
    .values({ id, ...inquiry, created_at: now })
    .execute();
  return id;
}
