import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import './helpers/client';

describeEngines('health check', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 200 without a clientId while the database answers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, msg: 'ok', data: { database: 'up' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const executor = t.app.db.kysely.getExecutor();
    const spy = jest
      .spyOn(Object.getPrototypeOf(executor), 'executeQuery')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/health' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 503, msg: 'unavailable', data: { database: 'down' } });
    } finally {
      spy.mockRestore();
    }
  });
});
