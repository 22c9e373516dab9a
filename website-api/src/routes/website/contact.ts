import { ContactBodySchema } from '@site/contracts';
import { requestLocale } from '../../i18n/locale';
import { ok } from '../../lib/envelope';
import { HOUR, clientLimit, overAccountLimit } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { NoData, responses } from '../../lib/responses';
import { insertInquiry } from '../../repositories/inquiries';
import { enqueueMail } from '../../repositories/outbox';

/** Contact form: the inquiry and both mails (support, confirmation) in one transaction. */
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
      if (await overAccountLimit(request, reply, 'contact', email, 5, HOUR)) return reply;
      const locale = requestLocale(request);
      const inquiryId = await app.db.kysely.transaction().execute(async (trx) => {
        const now = app.now();
        const id = await insertInquiry(trx, { region, content, email, company, locale }, now);
        const vars = { region, content, email, company };
        await enqueueMail(
          trx,
          { kind: 'contact-support', to: app.config.supportEmail, locale, vars },
          now,
          app.mailDomain,
        );
        await enqueueMail(
          trx,
          { kind: 'contact-confirmation', to: email, locale, vars },
          now,
          app.mailDomain,
        );
        return id;
      });
      app.mailer.wake();
      request.log.info({ event: 'contact.stored', inquiryId }, 'inquiry stored');
      return ok(request, reply, undefined, 'contactSent');
    },
  );
};

export default contactRoutes;
