import { API_CODE, ConsentBodySchema, ConsentCompleteBodySchema } from '@site/contracts';
import { z } from 'zod';
import { requestLocale } from '../../../i18n/locale';
import { badRequest, ok, sendEnvelope } from '../../../lib/envelope';
import { ADDRESS_LIMITS, clientLimit, mailAllowed, overAddressLimits } from '../../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { consumeLinkToken } from '../../../repositories/link-tokens';
import { findMemberByEmail, findMemberById, updateMember } from '../../../repositories/members';
import { queueLinkMail } from '../../../services/link-mail';
import { revokeMemberSessions } from '../../../repositories/sessions';
import { clearLoginCounters } from './login';

/** A consent token remembers when the member agreed; the agreement counts once the mailbox is proven. */
const ConsentPayload = z.object({ agreedAt: z.number() });

/**
 * Data-handler change: a member of the previous handler agrees to the terms and the privacy
 * policy, receives a password-setup mail, and sets a password from its link.
 */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/consent',
    { schema: { body: ConsentBodySchema, response: responses(NoData) }, config: clientLimit(app, 10) },
    async (request, reply) => {
      const { email, homepage } = request.body;
      if (homepage) {
        request.log.warn({ event: 'consent.honeypot' }, 'honeypot filled; submission dropped');
        return ok(request, reply, undefined, 'consentRequested');
      }
      // Per account and client, as forgot-password: nobody else can use up the member's requests.
      if (await overAddressLimits(request, reply, 'consent', email, ADDRESS_LIMITS)) return reply;
      const locale = requestLocale(request);
      const agreedAt = app.now();
      app.background.run('consent', async () => {
        const member = await findMemberByEmail(app.db.kysely, email);
        if (!member || member.status !== 'legacy') return;
        if (!(await mailAllowed(app, 'consent', email))) {
          request.log.warn(
            { event: 'consent.mail-paced', memberId: member.id },
            'password-setup mail not sent: one went out minutes ago',
          );
          return;
        }
        await app.db.kysely.transaction().execute(async (trx) => {
          const now = app.now();
          await updateMember(trx, member.id, { locale }, now);
          await queueLinkMail(trx, app, {
            kind: 'consent',
            memberId: member.id,
            to: member.email,
            locale,
            now,
            payload: { agreedAt },
          });
        });
        app.mailer.wake();
        request.log.info({ event: 'consent.mail-queued', memberId: member.id }, 'password-setup mail queued');
      });
      return ok(request, reply, undefined, 'consentRequested');
    },
  );

  app.post(
    '/consent/complete',
    {
      schema: { body: ConsentCompleteBodySchema, response: responses(NoData) },
      config: clientLimit(app, 20),
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (app.passwords.isCommon(password)) {
        return badRequest(request, reply, [{ field: 'password', message: 'validation:password.common' }]);
      }
      const passwordHash = await app.passwords.hash(password);
      const member = await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        const used = await consumeLinkToken(trx, token, 'consent', now);
        if (!used) return null;
        const member = await findMemberById(trx, used.memberId);
        const payload = ConsentPayload.safeParse(used.payload);
        if (!member || member.status !== 'legacy' || !payload.success) return null;
        await updateMember(
          trx,
          member.id,
          { status: 'active', password_hash: passwordHash, consented_at: payload.data.agreedAt },
          now,
        );
        await revokeMemberSessions(trx, member.id, now);
        return member;
      });
      if (!member) {
        request.log.info({ event: 'consent.failed' }, 'password setup refused');
        return sendEnvelope(request, reply, 200, API_CODE.linkInvalid, 'consentFailed');
      }
      await clearLoginCounters(app.db.kysely, member.email);
      request.log.info({ event: 'consent.complete', memberId: member.id }, 'consent recorded; password set');
      return ok(request, reply, undefined, 'consentDone');
    },
  );
};

export default consentRoutes;
