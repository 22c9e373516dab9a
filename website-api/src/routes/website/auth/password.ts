import { API_CODE, ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@site/contracts';
import { badRequest, ok, sendEnvelope } from '../../../lib/envelope';
import { ADDRESS_LIMITS, clientLimit, mailAllowed, overAddressLimits } from '../../../lib/limits';
import { memberView } from '../../../lib/members';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { consumeLinkToken } from '../../../repositories/link-tokens';
import { findMemberByEmail, findMemberById, updateMember } from '../../../repositories/members';
import { queueLinkMail } from '../../../services/link-mail';
import { revokeMemberSessions } from '../../../repositories/sessions';
import { clearLoginCounters } from './login';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    { schema: { body: ForgotPasswordBodySchema, response: responses(NoData) }, config: clientLimit(app, 10) },
    async (request, reply) => {
      const { email, homepage } = request.body;
      if (homepage) {
        request.log.warn({ event: 'forgot.honeypot' }, 'honeypot filled; submission dropped');
        return ok(request, reply, undefined, 'resetRequested');
      }
      // Counted for every address, known or not, so the limit reveals nothing either. Per
      // account and client, then a higher ceiling per account: requests from elsewhere do not
      // use up the member's own, and the mails they cause leave a working link in the inbox.
      if (await overAddressLimits(request, reply, 'forgot', email, ADDRESS_LIMITS)) return reply;
      // The lookup and the mail happen after the answer: known and unknown addresses get
      // the same answer in the same time. A login slow-down on the account does not apply.
      app.background.run('password-reset', async () => {
        const member = await findMemberByEmail(app.db.kysely, email);
        if (!member || member.status !== 'active') return;
        if (!(await mailAllowed(app, 'forgot', email))) {
          request.log.warn(
            { event: 'forgot.mail-paced', memberId: member.id },
            'reset mail not sent: one went out minutes ago',
          );
          return;
        }
        const locale = memberView(member).locale;
        await app.db.kysely.transaction().execute(async (trx) => {
          const now = app.now();
          await queueLinkMail(trx, app, {
            kind: 'reset',
            memberId: member.id,
            to: member.email,
            locale,
            now,
          });
        });
        app.mailer.wake();
        request.log.info({ event: 'forgot.mail-queued', memberId: member.id }, 'reset mail queued');
      });
      return ok(request, reply, undefined, 'resetRequested');
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: responses(NoData) }, config: clientLimit(app, 20) },
    async (request, reply) => {
      const { token, password } = request.body;
      if (app.passwords.isCommon(password)) {
        return badRequest(request, reply, [{ field: 'password', message: 'validation:password.common' }]);
      }
      // Hash first: a token is spent only by a request that can finish.
      const passwordHash = await app.passwords.hash(password);
      const member = await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        const used = await consumeLinkToken(trx, token, 'reset', now);
        if (!used) return null;
        const found = await findMemberById(trx, used.memberId);
        if (!found || found.status !== 'active') return null;
        await updateMember(trx, found.id, { password_hash: passwordHash }, now);
        await revokeMemberSessions(trx, found.id, now);
        return found;
      });
      if (!member) {
        request.log.info({ event: 'reset.failed' }, 'password reset refused');
        return sendEnvelope(request, reply, 200, API_CODE.linkInvalid, 'resetFailed');
      }
      // The member proved the mailbox: the account's login counters start afresh, every client's.
      await clearLoginCounters(app.db.kysely, member.email);
      request.log.info({ event: 'reset.success', memberId: member.id }, 'password reset; sessions revoked');
      return ok(request, reply, undefined, 'resetDone');
    },
  );
};

export default passwordRoutes;
