import { workerDatabaseUrl } from './helpers/database';

test('each Jest worker has a PostgreSQL database of its own, named after the configured one', () => {
  expect(workerDatabaseUrl('postgres://postgres@127.0.0.1:5432/api_test', '1')).toBe(
    'postgres://postgres@127.0.0.1:5432/api_test_w1',
  );
  expect(workerDatabaseUrl('postgres://user:secret@db.example:6432/api_test?sslmode=require', '2')).toBe(
    'postgres://user:secret@db.example:6432/api_test_w2?sslmode=require',
  );
});

test("the worker comes from Jest's worker id", () => {
  expect(workerDatabaseUrl('postgres://postgres@127.0.0.1:5432/api_test')).toBe(
    `postgres://postgres@127.0.0.1:5432/api_test_w${process.env.JEST_WORKER_ID}`,
  );
});
