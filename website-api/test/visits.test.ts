import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';

const visit = (i: number) => ({
  pageTitle: `Page ${i}`,
  pageUrl: `/news/item-${i}`,
  deviceType: i % 2 ? 'mobile English' : 'computer Japanese',
});

describeEngines('page visits', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { visits: { flushIntervalMs: 50, batchSize: 200 } });
  });
  afterAll(() => t.close());

  const stored = async () => {
    const row = await t.app.db.kysely
      .selectFrom('page_visits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('accepts both visit routes at once and stores what they carry', async () => {
    const before = await stored();
    expect((await post(t.app, '/website/enterPage', visit(1))).body).toEqual({
      code: 200,
      msg: '成功しました',
    });
    expect(
      (await post(t.app, '/website/newEnterPage', { ...visit(2), deviceType: 'computer Chinese test' })).body
        .code,
    ).toBe(200);
    await t.app.visits.flush();
    expect(await stored()).toBe(before + 2);
    const row = await t.app.db.kysely
      .selectFrom('page_visits')
      .selectAll()
      .where('page_title', '=', 'Page 2')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      device: 'computer',
      language: 'Chinese',
      source: 'newEnterPage',
      device_type: 'computer Chinese test',
    });
  });

  it('answers a visit only once it is stored: an instance that dies has answered none it lost', async () => {
    const before = await stored();
    const answered = await post(t.app, '/website/enterPage', visit(3));
    expect(answered.body.code).toBe(200);
    // No flush asked for here: the answer itself waited for the batch's write.
    expect(await stored()).toBe(before + 1);
  });

  it('stores exactly as many visits as it accepted in a burst', async () => {
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 1500 }, (_, i) =>
        post(t.app, '/website/newEnterPage', visit(i), { ip: `198.51.100.${i % 200}` }),
      ),
    );
    const accepted = answers.filter((a) => a.body.code === 200).length;
    expect(accepted).toBe(1500);
    await t.app.visits.flush();
    expect(await stored()).toBe(before + accepted);
  });

  it('refuses visits that do not follow the spec', async () => {
    const bad = await post(t.app, '/website/newEnterPage', {
      pageTitle: 1,
      pageUrl: 'javascript:x',
      deviceType: 'tablet Japanese',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([
      { field: 'pageTitle', message: 'validation:visit.pageTitleInvalid' },
      { field: 'pageUrl', message: 'validation:visit.pageUrlInvalid' },
      { field: 'deviceType', message: 'validation:visit.deviceTypeInvalid' },
    ]);
  });
});
