import os from 'node:os';
import { createLogger } from '../src';

function capture(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, (line) => {
    expect(line.endsWith('\n')).toBe(true);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { logger, lines };
}

describe('site server log lines', () => {
  it('are pino lines like the website API: numeric level, epoch time, pid, hostname, msg, fields', () => {
    const { logger, lines } = capture();
    const before = Date.now();
    logger.info('site server listening', { port: 8000 });
    logger.warn('website API unreachable', { path: '/website/contact' });
    expect(lines[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: os.hostname(),
      msg: 'site server listening',
      port: 8000,
    });
    expect(lines[0].time as number).toBeGreaterThanOrEqual(before);
    expect(lines[1]).toMatchObject({ level: 40, msg: 'website API unreachable' });
  });

  it('keeps to LOG_LEVEL (unknown levels mean info)', () => {
    const warn = capture('warn');
    warn.logger.info('hidden');
    warn.logger.error('shown');
    expect(warn.lines.map((l) => l.msg)).toEqual(['shown']);
    const unknown = capture('chatty');
    unknown.logger.debug('hidden');
    unknown.logger.info('shown');
    expect(unknown.lines.map((l) => l.level)).toEqual([30]);
  });

  it('never writes credentials given as fields', () => {
    const { logger, lines } = capture();
    logger.info('request', {
      token: 'secret-token-1',
      headers: { authorization: 'Bearer secret-2', cookie: 'c=secret-3' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-/);
    expect(lines[0]).toMatchObject({ token: '[redacted]', headers: { authorization: '[redacted]' } });
  });
});
