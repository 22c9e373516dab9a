import fc from 'fast-check';
import {
  ActivateBodySchema,
  ChangePasswordBodySchema,
  ConsentBodySchema,
  ConsentCompleteBodySchema,
  ContactBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  PageVisitBodySchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@site/contracts';
import type { z } from 'zod';
import { createTestApp, TEST_CLIENT_ID, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { activeMember, login } from './helpers/members';

const RUNS = 1000;
// 1,000 requests per route take a few seconds on a small machine.
jest.setTimeout(60_000);
const token = 'A'.repeat(43);

interface BodyRoute {
  method: 'POST' | 'PUT';
  url: string;
  schema: z.ZodType | null;
  sample: Record<string, unknown>;
  member?: boolean;
}

const ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    url: '/website/enterPage',
    schema: PageVisitBodySchema,
    sample: { pageTitle: 'Home', pageUrl: '/', deviceType: 'computer Japanese' },
  },
  {
    method: 'POST',
    url: '/website/newEnterPage',
    schema: PageVisitBodySchema,
    sample: { pageTitle: 'Home', pageUrl: '/', deviceType: 'mobile English' },
  },
  {
    method: 'POST',
    url: '/website/auth/register',
    schema: RegisterBodySchema,
    sample: {
      companyName: 'A',
      username: 'B',
      email: 'a@b.co',
      password: 'Blue-Kettle-93',
      confirmPassword: 'Blue-Kettle-93',
      agreement: true,
    },
  },
  { method: 'POST', url: '/website/auth/activate', schema: ActivateBodySchema, sample: { token } },
  {
    method: 'POST',
    url: '/website/auth/login',
    schema: LoginBodySchema,
    sample: { email: 'a@b.co', password: 'x' },
  },
  // Logout reads no body: whatever arrives, the answer is the envelope.
  { method: 'POST', url: '/website/auth/logout', schema: null, sample: {} },
  {
    method: 'POST',
    url: '/website/auth/forgot-password',
    schema: ForgotPasswordBodySchema,
    sample: { email: 'a@b.co' },
  },
  {
    method: 'POST',
    url: '/website/auth/reset-password',
    schema: ResetPasswordBodySchema,
    sample: { token, password: 'Blue-Kettle-93', confirmPassword: 'Blue-Kettle-93' },
  },
  {
    method: 'POST',
    url: '/website/auth/consent',
    schema: ConsentBodySchema,
    sample: { email: 'a@b.co', agreement: true },
  },
  {
    method: 'POST',
    url: '/website/auth/consent/complete',
    schema: ConsentCompleteBodySchema,
    sample: { token, password: 'Blue-Kettle-93', confirmPassword: 'Blue-Kettle-93' },
  },
  {
    method: 'PUT',
    url: '/website/member/profile',
    schema: ProfileBodySchema,
    sample: { username: 'B', companyName: 'A' },
    member: true,
  },
  {
    method: 'POST',
    url: '/website/member/password',
    schema: ChangePasswordBodySchema,
    sample: { currentPassword: 'x', newPassword: 'Blue-Kettle-93', confirmPassword: 'Blue-Kettle-93' },
    member: true,
  },
  {
    method: 'POST',
    url: '/website/contact',
    schema: ContactBodySchema,
    sample: { region: 'japan', content: 'c', email: 'a@b.co', company: '', privacyConsent: true },
  },
];

/** Hostile values: wrong types, huge and odd strings, nested structures, prototype keys. */
const json = fc.jsonValue({ maxDepth: 3 });
const hostileValue = fc.oneof(
  json,
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    '\u0000',
    'ｶﾀｶﾅ',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    { $gt: '' },
    [],
    'x'.repeat(20_000),
  ),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'a'), json, { maxKeys: 3 }),
);

/** Bodies near the route's shape (fields dropped, swapped for hostile values, extra keys) and arbitrary JSON. */
function badBodies(route: BodyRoute) {
  const keys = Object.keys(route.sample);
  const nearShape = fc
    .record(
      Object.fromEntries(keys.map((key) => [key, fc.oneof(fc.constant(route.sample[key]), hostileValue)])),
      { requiredKeys: [] },
    )
    .chain((body) =>
      fc
        .dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...body })),
    );
  const any = fc.oneof({ arbitrary: nearShape, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  // Only what is still invalid after the JSON round trip counts as a bad body.
  return any
    .map((value) => JSON.stringify(value))
    .filter((text) => {
      if (!route.schema) return true;
      if (text === undefined) return true;
      return !route.schema.safeParse(JSON.parse(text)).success;
    });
}

describeEngines('generated bad bodies', (engine) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    // Limits scaled up so the generated traffic exercises validation rather than the limiter.
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: '10000' } });
    session = await login(t.app, await activeMember(t.app));
  });
  afterAll(() => t.close());

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    `%s: ${RUNS} bad bodies, no 5xx, every answer in the envelope`,
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(badBodies(route), async (payload) => {
          const answer = await t.app.inject({
            method: route.method,
            url: route.url,
            payload: payload ?? '',
            headers: {
              clientId: TEST_CLIENT_ID,
              'content-type': 'application/json',
              ...(route.member ? { authorization: `Bearer ${session}` } : {}),
            },
          });
          expect(answer.statusCode).toBeLessThan(500);
          const body = answer.json() as { code: unknown; msg: unknown; data?: unknown };
          expect(typeof body.code).toBe('number');
          expect(typeof body.msg).toBe('string');
          if (route.schema) {
            expect(answer.statusCode).toBe(400);
            expect(body.code).toBe(400);
            if (body.data !== undefined) {
              for (const field of body.data as { message: string }[])
                expect(field.message).toMatch(/^validation:/);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(['news', 'brand', 'enterprise'])(
    `GET /website/content/%s/:id: ${RUNS} generated ids, no 5xx`,
    async (type) => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 300 }), async (id) => {
          const answer = await t.app.inject({
            method: 'GET',
            url: `/website/content/${type}/${encodeURIComponent(id)}`,
            headers: { clientId: TEST_CLIENT_ID },
          });
          expect(answer.statusCode).toBeLessThan(500);
          const body = answer.json() as { code: unknown; msg: unknown };
          expect(typeof body.code).toBe('number');
          expect(typeof body.msg).toBe('string');
        }),
        { numRuns: RUNS },
      );
    },
  );

  it(`GET /website/member/me: ${RUNS} generated Authorization headers, never a member`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (value) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/website/member/me',
          headers: {
            clientId: TEST_CLIENT_ID,
            authorization: `Bearer ${value.replace(/[^\x20-\x7e]/g, '')}`,
          },
        });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ code: 401, msg: expect.any(String) });
      }),
      { numRuns: RUNS },
    );
  });
});
