import { API_CODE, LOGIN_FAILURE, LoginBodySchema, LoginResultSchema, type LoginResult } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../../i18n/locale';
import { ok } from '../../../lib/envelope';
import { MINUTE, accountKey, clientLimit, overAccountLimit } from '../../../lib/limits';
import { memberView } from '../../../lib/members';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { resolveMember } from '../../../plugins/app/auth';
import { findMemberByEmail, updateMember } from '../../../repositories/members';
import { clearAttempts } from '../../../repositories/rate-counters';
import { createSession, revokeSession } from '../../../repositories/sessions';

export const LOGIN_ACCOUNT_LIMIT = 10;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * MINUTE;

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
    { schema: { body: LoginBodySchema, response: responses(LoginResultSchema) }, config: clientLimit(app, 30) },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await overAccountLimit(request, reply, 'login', email, LOGIN_ACCOUNT_LIMIT, LOGIN_ACCOUNT_WINDOW_MS)) {
        logAttempt(request, 'rate-limited');
        return reply;
      }
      const member = await findMemberByEmail(app.db.kysely, email);
      // Unknown, unfinished and previous-handler members cost one hash like everyone else.
      if (!member || member.status !== 'active' || !member.password_hash) {
        await app.passwords.verifyNothing(password);
        if (member?.status === 'legacy') {
          logAttempt(request, 'consent-required', member.id);
          return loginFailed(reply, LOGIN_FAILURE.consentRequired);
        }
        logAttempt(request, 'invalid');
        return loginFailed(reply, LOGIN_FAILURE.credentials);
      }
      if (!(await app.passwords.verify(member.password_hash, password))) {
        logAttempt(request, 'invalid', member.id);
        return loginFailed(reply, LOGIN_FAILURE.credentials);
      }
      const now = app.now();
      await clearAttempts(app.db.kysely, accountKey('login', email));
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
