import {
  API_CODE,
  ActivateBodySchema,
  RegisterBodySchema,
  RegisterResultSchema,
  type RegisterResult,
} from '@site/contracts';
import { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors';
import { requestLocale } from '../../../i18n/locale';
import { badRequest, ok, sendEnvelope } from '../../../lib/envelope';
import { HOUR, clientLimit, overAccountLimit } from '../../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { consumeLinkToken } from '../../../repositories/link-tokens';
import { findMemberByEmail, findMemberById, insertMember, updateMember } from '../../../repositories/members';
import { queueLinkMail } from '../../../services/link-mail';

/** What an activation token carries: the registration it confirms. */
const PendingRegistration = z.object({
  username: z.string(),
  companyName: z.string(),
  passwordHash: z.string(),
});

const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: RegisterBodySchema, response: responses(RegisterResultSchema) },
      config: clientLimit(app, 10),
    },
    async (request, reply) => {
      const body = request.body;
      if (body.homepage) {
        request.log.warn({ event: 'register.honeypot' }, 'honeypot filled; submission dropped');
        return ok<RegisterResult>(request, reply, { status: 'sent' }, 'registerSent');
      }
      if (await overAccountLimit(request, reply, 'register', body.email, 5, HOUR)) return reply;
      if (app.passwords.isCommon(body.password)) {
        return badRequest(request, reply, [{ field: 'password', message: 'validation:password.common' }]);
      }
      const existing = await findMemberByEmail(app.db.kysely, body.email);
      if (existing?.status === 'active') {
        request.log.info(
          { event: 'register.already-registered', memberId: existing.id },
          'registration refused',
        );
        return sendEnvelope(request, reply, 200, API_CODE.conflict, 'alreadyRegistered', {
          status: 'already-registered',
        });
      }
      if (existing?.status === 'legacy') {
        request.log.info(
          { event: 'register.consent-required', memberId: existing.id },
          'registration refused',
        );
        return sendEnvelope(request, reply, 200, API_CODE.conflict, 'consentRequired', {
          status: 'consent-required',
        });
      }

      const locale = requestLocale(request);
      // The password lives in the activation token until the link is opened, so a later
      // registration of the same address cannot change what an earlier link activates.
      const pending = {
        username: body.username,
        companyName: body.companyName,
        passwordHash: await app.passwords.hash(body.password),
      };
      const write = () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const now = app.now();
          const current = await findMemberByEmail(trx, body.email);
          const memberId =
            current?.id ??
            (await insertMember(
              trx,
              {
                email: body.email,
                username: body.username,
                companyName: body.companyName,
                status: 'pending',
                locale,
                passwordHash: null,
              },
              now,
            ));
          if (current) await updateMember(trx, memberId, { locale }, now);
          await queueLinkMail(trx, app, {
            kind: 'activation',
            memberId,
            to: body.email,
            locale,
            now,
            payload: pending,
            vars: { username: body.username },
          });
          return { memberId, resent: Boolean(current) };
        });
      // Two first registrations of one address at once: the loser of the insert resends.
      const result = await write().catch((error: unknown) => {
        if (isUniqueViolation(error)) return write();
        throw error;
      });
      app.mailer.wake();
      request.log.info(
        { event: result.resent ? 'register.resent' : 'register.sent', memberId: result.memberId },
        'registration',
      );
      return result.resent
        ? ok<RegisterResult>(request, reply, { status: 'resent' }, 'registerResent')
        : ok<RegisterResult>(request, reply, { status: 'sent' }, 'registerSent');
    },
  );

  app.post(
    '/activate',
    { schema: { body: ActivateBodySchema, response: responses(NoData) }, config: clientLimit(app, 20) },
    async (request, reply) => {
      const memberId = await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        const used = await consumeLinkToken(trx, request.body.token, 'activation', now);
        if (!used) return null;
        const member = await findMemberById(trx, used.memberId);
        const pending = PendingRegistration.safeParse(used.payload);
        if (!member || member.status !== 'pending' || !pending.success) return null;
        await updateMember(
          trx,
          member.id,
          {
            status: 'active',
            username: pending.data.username,
            company_name: pending.data.companyName,
            password_hash: pending.data.passwordHash,
          },
          now,
        );
        return member.id;
      });
      if (!memberId) {
        request.log.info({ event: 'activate.failed' }, 'activation refused');
        return sendEnvelope(request, reply, 200, API_CODE.linkInvalid, 'activationFailed');
      }
      request.log.info({ event: 'activate.success', memberId }, 'member activated');
      return ok(request, reply, undefined, 'activated');
    },
  );
};

export default registerRoutes;
