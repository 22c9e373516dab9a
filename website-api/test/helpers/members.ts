import type { FastifyInstance } from 'fastify';
import { insertMember } from '../../src/repositories/members';
import { post } from './client';

export const PASSWORD = 'Blue-Kettle-93';

let counter = 0;
export function uniqueEmail(prefix = 'member') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Components',
    username: 'Hanako',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreement: true,
    ...overrides,
  };
}

/** The newest queued mail to an address, with the token of its link if it has one. */
export async function latestMail(app: FastifyInstance, to: string) {
  await app.background.idle();
  const row = await app.db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('to', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const vars = JSON.parse(row.payload) as Record<string, string>;
  const token = vars.link ? new URL(vars.link).searchParams.get('token') : null;
  return { row, vars, link: vars.link, token };
}

export async function mailCount(app: FastifyInstance, to: string) {
  await app.background.idle();
  const rows = await app.db.kysely.selectFrom('outbox').select('id').where('to', '=', to).execute();
  return rows.length;
}

/** Registers and activates a member; returns the email. */
export async function activeMember(app: FastifyInstance, email = uniqueEmail(), password = PASSWORD) {
  const registered = await post(
    app,
    '/website/auth/register',
    registration(email, { password, confirmPassword: password }),
  );
  if (registered.body.code !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await latestMail(app, email);
  const activated = await post(app, '/website/auth/activate', { token: mail!.token });
  if (activated.body.code !== 200) throw new Error(`activate failed: ${JSON.stringify(activated.body)}`);
  return email;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const answer = await post<{ token: string }>(app, '/website/auth/login', { email, password });
  if (answer.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data!.token;
}

/** A member of the previous data handler, as the seed and the migration create them. */
export async function legacyMember(app: FastifyInstance, email = uniqueEmail('legacy')) {
  await insertMember(
    app.db.kysely,
    {
      email,
      username: 'Taro',
      companyName: 'Old Trading',
      status: 'legacy',
      locale: 'jp',
      passwordHash: null,
    },
    app.now(),
  );
  return email;
}
