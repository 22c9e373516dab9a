import {
  API_CODE,
  LOGIN_FAILURE,
  LoginBodySchema,
  LoginResultSchema,
  type LoginResult,
} from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../../i18n/locale';
import { ok } from '../../../lib/envelope';
import {
  HOUR,
  MINUTE,
  accountClientKey,
  accountKey,
  accountPrefix,
  clientLimit,
  overAccountClientLimit,
  scaled,
} from '../../../lib/limits';
import { memberView } from '../../../lib/members';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { resolveMember } from '../../../plugins/app/auth';
import { findMemberByEmail, updateMember } from '../../../repositories/members';
import type { Executor } from '../../../repositories/executor';
import {
  clearAttempts,
  clearAttemptsByPrefix,
  countAttempt,
  peekAttempts,
} from '../../../repositories/rate-counters';
import { createSession, revokeSession } from '../../../repositories/sessions';

/** Attempts one client may make on one account before it is refused (429) for the window. */
export const LOGIN_CLIENT_LIMIT = 10;
export const LOGIN_CLIENT_WINDOW_MS = 15 * MINUTE;
/** Failed attempts on one account, from all clients together, answered without delay. */
export const LOGIN_FREE_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = HOUR;
/** Beyond the free failures every attempt on the account waits, doubling per failure up to the cap. */
export const LOGIN_DELAY_BASE_MS = 500;
export const LOGIN_DELAY_CAP_MS = 15_000;

/** The wait before an attempt on an account that has `failures` recent failed attempts. */
export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(LOGIN_DELAY_BASE_MS * 2 ** Math.min(failures - freeFailures, 30), LOGIN_DELAY_CAP_MS);
}

/** Counters of one account's logins: per client (`login:<account>:<client>`) and its failures. */
export const loginFailuresKey = (email: string) => accountKey('login-failures', email);

/** After the member proved the mailbox (reset, password setup): every login counter of the account starts afresh. */
export async function clearLoginCounters(db: Executor, email: string) {
  await clearAttemptsByPrefix(db, accountPrefix('login', email));
  await clearAttempts(db, loginFailuresKey(email));
}

/** The spec's login failure: HTTP 200, code 500, msg '1' or '2', the same for every cause of '1'. */
function loginFailed(reply: FastifyReply, reason: (typeof LOGIN_FAILURE)[keyof typeof LOGIN_FAILURE]) {
  return reply.code(200).send({ code: API_CODE.loginFailed, msg: reason });
}

function logAttempt(request: FastifyRequest, outcome: string, memberId?: string) {
  request.log.info({ event: 'login', outcome, memberId }, 'login attempt');
}

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema, response: responses(LoginResultSchema) },
      config: clientLimit(app, 30),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Known or unknown, every address goes through the same counters and waits, so neither
      // the refusal nor the delay tells them apart.
      if (
        await overAccountClientLimit(
          request,
          reply,
          'login',
          email,
          LOGIN_CLIENT_LIMIT,
          LOGIN_CLIENT_WINDOW_MS,
        )
      ) {
        logAttempt(request, 'rate-limited');
        return reply;
      }
      const failures = await peekAttempts(
        app.db.kysely,
        loginFailuresKey(email),
        LOGIN_FAILURE_WINDOW_MS,
        app.now(),
      );
      const delay = loginDelayMs(failures, scaled(app, LOGIN_FREE_FAILURES));
      if (delay > 0) {
        request.log.warn({ event: 'login.slowed', delayMs: delay }, 'login attempt slowed down');
        await app.pause(delay);
      }
      const failed = async () => {
        await countAttempt(app.db.kysely, loginFailuresKey(email), LOGIN_FAILURE_WINDOW_MS, app.now());
      };
      const member = await findMemberByEmail(app.db.kysely, email);
      // Unknown, unfinished and previous-handler members cost one hash like everyone else.
      if (!member || member.status !== 'active' || !member.password_hash) {
        await app.passwords.verifyNothing(password);
        await failed();
        if (member?.status === 'legacy') {
          logAttempt(request, 'consent-required', member.id);
          return loginFailed(reply, LOGIN_FAILURE.consentRequired);
        }
        logAttempt(request, 'invalid');
        return loginFailed(reply, LOGIN_FAILURE.credentials);
      }
      if (!(await app.passwords.verify(member.password_hash, password))) {
        await failed();
        logAttempt(request, 'invalid', member.id);
        return loginFailed(reply, LOGIN_FAILURE.credentials);
      }
      const now = app.now();
      // This client starts afresh; the account's failures stay until their window ends or a
      // password reset, so an attacker gains no free attempts from the member's logins.
      await clearAttempts(app.db.kysely, accountClientKey('login', email, request.ip));
      const locale = requestLocale(request);
      // Mails follow the language the member last used.
      if (member.locale !== locale) await updateMember(app.db.kysely, member.id, { locale }, now);
      const session = await createSession(app.db.kysely, member.id, now);
      logAttempt(request, 'success', member.id);
      return ok<LoginResult>(request, reply, {
        token: session.token,
        expiresAt: new Date(session.expiresAt).toISOString(),
        member: memberView({ ...member, locale }),
      });
    },
  );

  // Logging out always succeeds; a live session behind the token is revoked.
  app.post(
    '/logout',
    { schema: { response: responses(NoData) }, config: clientLimit(app, 60) },
    async (request, reply) => {
      const member = await resolveMember(request);
      if (member) {
        await revokeSession(app.db.kysely, member.sessionId, app.now());
        request.log.info({ event: 'logout', memberId: member.id }, 'session revoked');
      }
      return ok(request, reply, undefined, 'loggedOut');
    },
  );
};

export default loginRoutes;
