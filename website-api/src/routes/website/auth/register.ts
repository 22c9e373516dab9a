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
import { ADDRESS_LIMITS, clientLimit, mailAllowed, overAddressLimits } from '../../../lib/limits';
import { memberView } from '../../../lib/members';
import type { FastifyPluginAsyncZod } from '../../../lib/plugin-types';
import { NoData, responses } from '../../../lib/responses';
import { consumeLinkToken, liveLinkPayload } from '../../../repositories/link-tokens';
import { findMemberByEmail, findMemberById, insertMember, updateMember } from '../../../repositories/members';
import { queueLinkMail } from '../../../services/link-mail';

/** What an activation token carries: the registration it confirms. */
const PendingRegistration = z.object({
  username: z.string(),
  companyName: z.string(),
  passwordHash: z.string(),
});
type PendingRegistration = z.infer<typeof PendingRegistration>;

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
      // Per address and client, with a higher ceiling per address: nobody locks an address
      // out from one client, and the owner's activation link never goes through this.
      if (await overAddressLimits(request, reply, 'register', body.email, ADDRESS_LIMITS)) return reply;
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
      // Hashed on every path, the re-send included, so both take the same time.
      const pending: PendingRegistration = {
        username: body.username,
        companyName: body.companyName,
        passwordHash: await app.passwords.hash(body.password),
      };
      // Mails to one address are paced (decision 026): a flood of sign-ups sends a few.
      const mailNow = await mailAllowed(app, 'register', body.email);
      const write = () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const now = app.now();
          const current = await findMemberByEmail(trx, body.email);
          // A registration waiting for its link is never changed by a later one (decision 084):
          // the mail goes out again with a fresh link to the same registration, first password
          // and names included, in its own language; earlier links keep working.
          const earlier = current
            ? PendingRegistration.safeParse(await liveLinkPayload(trx, current.id, 'activation', now))
            : null;
          if (current && earlier?.success) {
            if (mailNow) {
              await queueLinkMail(trx, app, {
                kind: 'activation',
                memberId: current.id,
                to: current.email,
                locale: memberView(current).locale,
                now,
                payload: earlier.data,
                keepEarlier: true,
              });
            }
            return { memberId: current.id, outcome: 'resent' as const };
          }
          // New, or a registration whose links have all expired: this one is the registration.
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
          if (mailNow) {
            await queueLinkMail(trx, app, {
              kind: 'activation',
              memberId,
              to: body.email,
              locale,
              now,
              payload: pending,
            });
          }
          return { memberId, outcome: current ? ('renewed' as const) : ('sent' as const) };
        });
      // Two first registrations of one address at once: the loser of the insert re-sends.
      const result = await write().catch((error: unknown) => {
        if (isUniqueViolation(error)) return write();
        throw error;
      });
      app.mailer.wake();
      request.log.info(
        { event: `register.${result.outcome}`, memberId: result.memberId, mailed: mailNow },
        'registration',
      );
      // One answer whatever happened: it tells a stranger nothing about a pending registration.
      return ok<RegisterResult>(request, reply, { status: 'sent' }, 'registerSent');
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
