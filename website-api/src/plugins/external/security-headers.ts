import fp from 'fastify-plugin';

// The API answers JSON only, so its policy forbids everything a document could load.
const CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'content-security-policy': CSP,
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** Headers of security.md item 7 on every answer, errors included. */
export default fp(
  async function securityHeaders(app) {
    // Set as the request arrives (callback style, no promise per request); they stay on
    // whatever answer follows, errors included.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(HEADERS);
      reply.header('x-request-id', request.id);
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
    });
  },
  { name: 'security-headers' },
);
