import { ChangePasswordBodySchema, MemberSchema, ProfileBodySchema, type Member } from '@site/contracts';
import { badRequest, ok } from '../../lib/envelope';
import { MINUTE, clientLimit, overAccountLimit } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { NoData, responses } from '../../lib/responses';
import { currentMember, requireMember } from '../../plugins/app/auth';
import { findMemberById, updateMember } from '../../repositories/members';
import { revokeMemberSessions } from '../../repositories/sessions';

/** The member centre; every route needs a live session (checked once for the group). */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a visitor learns nothing about the bodies these routes take.
  app.addHook('onRequest', requireMember);

  app.get(
    '/me',
    { schema: { response: responses(MemberSchema) }, config: clientLimit(app, 120) },
    async (request, reply) => {
      const member = await currentMember(request);
      return ok<Member>(request, reply, {
        email: member.email,
        username: member.username,
        companyName: member.companyName,
        locale: member.locale,
      });
    },
  );

  app.put(
    '/profile',
    { schema: { body: ProfileBodySchema, response: responses(MemberSchema) }, config: clientLimit(app, 30) },
    async (request, reply) => {
      const member = await currentMember(request);
      const { username, companyName } = request.body;
      await updateMember(app.db.kysely, member.id, { username, company_name: companyName }, app.now());
      request.log.info({ event: 'member.profile-updated', memberId: member.id }, 'profile updated');
      return ok<Member>(
        request,
        reply,
        { email: member.email, username, companyName, locale: member.locale },
        'profileUpdated',
      );
    },
  );

  app.post(
    '/password',
    { schema: { body: ChangePasswordBodySchema, response: responses(NoData) }, config: clientLimit(app, 10) },
    async (request, reply) => {
      const member = await currentMember(request);
      const { currentPassword, newPassword } = request.body;
      // A stolen session must not turn into a password-guessing oracle.
      if (await overAccountLimit(request, reply, 'password-change', member.id, 10, 15 * MINUTE)) return reply;
      const row = await findMemberById(app.db.kysely, member.id);
      if (!row?.password_hash || !(await app.passwords.verify(row.password_hash, currentPassword))) {
        request.log.info(
          { event: 'member.password-change', outcome: 'wrong-current', memberId: member.id },
          'password change refused',
        );
        return badRequest(request, reply, [
          { field: 'currentPassword', message: 'validation:password.currentWrong' },
        ]);
      }
      if (app.passwords.isCommon(newPassword)) {
        return badRequest(request, reply, [{ field: 'newPassword', message: 'validation:password.common' }]);
      }
      const passwordHash = await app.passwords.hash(newPassword);
      await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        await updateMember(trx, member.id, { password_hash: passwordHash }, now);
        await revokeMemberSessions(trx, member.id, now);
      });
      request.log.info(
        { event: 'member.password-change', outcome: 'success', memberId: member.id },
        'password changed; sessions revoked',
      );
      return ok(request, reply, undefined, 'passwordChanged');
    },
  );
};

export default memberRoutes;
