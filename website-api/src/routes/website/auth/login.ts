import {
  API_CODE,
  LOGIN_FAILURE,
  LoginBodySchema,
  LoginResultSchema,
  type LoginResult,
} from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../../i18n/locale';
import { ok, sendEnvelope } from '../../../lib/envelope';
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
  releaseAttempt,
} from '../../../repositories/rate-counters';
import { DeviceCookies, deviceCookieKey } from '../../../lib/device-cookies';
import { hashToken } from '../../../lib/tokens';
import { createSession, revokeSession } from '../../../repositories/sessions';

/** Attempts one unknown client may make on one account before it is refused (429) for the window. */
export const LOGIN_CLIENT_LIMIT = 10;
export const LOGIN_CLIENT_WINDOW_MS = 15 * MINUTE;
/**
 * Failed attempts on one account from unknown clients (no device cookie of the account),
 * however many clients send them, before every unknown client is refused (429) for the rest
 * of the hour. Browsers with the account's device cookie are not counted here nor refused.
 */
export const LOGIN_UNKNOWN_LIMIT = 20;
export const LOGIN_UNKNOWN_WINDOW_MS = HOUR;
/** Attempts one device (a valid device cookie) may make on its account in the window. */
export const LOGIN_DEVICE_LIMIT = 10;
export const LOGIN_DEVICE_WINDOW_MS = 15 * MINUTE;

/** Failed attempts on an account from unknown clients, all of them together. */
export const loginUnknownKey = (email: string) => accountKey('login-unknown', email);
const loginDeviceKey = (email: string, device: string) =>
  `${accountPrefix('login-device', email)}${hashToken(device)}`;

/** After the member proved the mailbox (reset, password setup): every login counter of the account starts afresh. */
export async function clearLoginCounters(db: Executor, email: string) {
  await clearAttemptsByPrefix(db, accountPrefix('login', email));
  await clearAttemptsByPrefix(db, accountPrefix('login-device', email));
  await clearAttempts(db, loginUnknownKey(email));
}

/** The spec's login failure: HTTP 200, code 500, msg '1' or '2', the same for every cause of '1'. */
function loginFailed(reply: FastifyReply, reason: (typeof LOGIN_FAILURE)[keyof typeof LOGIN_FAILURE]) {
  return reply.code(200).send({ code: API_CODE.loginFailed, msg: reason });
}

function logAttempt(request: FastifyRequest, outcome: string, memberId?: string) {
  request.log.info({ event: 'login', outcome, memberId }, 'login attempt');
}

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const devices = new DeviceCookies(
    deviceCookieKey(app.config.deviceCookieSecret, app.config.cmsApiToken),
    app.now,
  );
  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema, response: responses(LoginResultSchema) },
      config: clientLimit(app, 30),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = devices.read(request.headers.cookie, email);
      // Known or unknown, every address goes through the same counters, so neither the
      // refusal nor the count tells them apart. A browser that logged in to this account
      // before (its device cookie) has its own counter and is refused by nothing else.
      if (device) {
        const count = await countAttempt(
          app.db.kysely,
          loginDeviceKey(email, device),
          LOGIN_DEVICE_WINDOW_MS,
          app.now(),
        );
        if (count > scaled(app, LOGIN_DEVICE_LIMIT)) {
          request.log.warn({ event: 'login.rate-limited' }, 'device limit reached');
          logAttempt(request, 'rate-limited');
          return sendEnvelope(request, reply, 429, 429, 'rateLimited');
        }
      } else {
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
        // Counted before the password is checked, so parallel guesses cannot slip past the
        // cap; given back when the password was right.
        const unknown = await countAttempt(
          app.db.kysely,
          loginUnknownKey(email),
          LOGIN_UNKNOWN_WINDOW_MS,
          app.now(),
        );
        if (unknown > scaled(app, LOGIN_UNKNOWN_LIMIT)) {
          request.log.warn({ event: 'login.rate-limited' }, 'unknown-client limit of the account reached');
          logAttempt(request, 'rate-limited');
          return sendEnvelope(request, reply, 429, 429, 'rateLimited');
        }
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
      // This client or device starts afresh; the failures of unknown clients stay until their
      // hour ends or a password reset, so an attacker gains no free attempts from the member's logins.
      if (device) await clearAttempts(app.db.kysely, loginDeviceKey(email, device));
      else {
        await clearAttempts(app.db.kysely, accountClientKey('login', email, request.ip));
        await releaseAttempt(app.db.kysely, loginUnknownKey(email));
      }
      const locale = requestLocale(request);
      // Mails follow the language the member last used.
      if (member.locale !== locale) await updateMember(app.db.kysely, member.id, { locale }, now);
      const session = await createSession(app.db.kysely, member.id, now);
      // A fresh device cookie on every login: this browser is known to the account from now on.
      reply.header('set-cookie', devices.issue(email, request.protocol === 'https'));
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
