import { ContactBodySchema } from '@site/contracts';
import { requestLocale } from '../../i18n/locale';
import { ok } from '../../lib/envelope';
import { ADDRESS_LIMITS, clientLimit, mailAllowed, overAddressLimits } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { NoData, responses } from '../../lib/responses';
import { insertInquiry } from '../../repositories/inquiries';
import { enqueueMail } from '../../repositories/outbox';

/**
 * Contact form: the inquiry and both mails (support, confirmation) in one transaction. The
 * confirmation goes to an address nobody has proved, so it says only that an inquiry arrived
 * and when to expect the answer, never what was typed (decision 085); its pace per address
 * is that of the other mails (decision 026).
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    { schema: { body: ContactBodySchema, response: responses(NoData) }, config: clientLimit(app, 5) },
    async (request, reply) => {
      const { region, content, email, company, homepage } = request.body;
      if (homepage) {
        request.log.warn({ event: 'contact.honeypot' }, 'honeypot filled; submission dropped');
        return ok(request, reply, undefined, 'contactSent');
      }
      if (await overAddressLimits(request, reply, 'contact', email, ADDRESS_LIMITS)) return reply;
      const locale = requestLocale(request);
      const confirm = await mailAllowed(app, 'contact', email);
      const inquiryId = await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        const id = await insertInquiry(trx, { region, content, email, company, locale }, now);
        await enqueueMail(
          trx,
          {
            kind: 'contact-support',
            to: app.config.supportEmail,
            locale,
            vars: { region, content, email, company },
          },
          now,
          app.mailDomain,
        );
        if (confirm) {
          await enqueueMail(
            trx,
            { kind: 'contact-confirmation', to: email, locale, vars: { region } },
            now,
            app.mailDomain,
          );
        }
        return id;
      });
      app.mailer.wake();
      request.log.info({ event: 'contact.stored', inquiryId, confirmed: confirm }, 'inquiry stored');
      return ok(request, reply, undefined, 'contactSent');
    },
  );
};

export default contactRoutes;
