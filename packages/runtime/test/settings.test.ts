import { z } from 'zod';
import { invalidSettings, optionalText, parseSettings, portSetting, shutdownGraceSetting } from '../src';

const schema = z.object({
  PORT: portSetting(8000),
  HOST: optionalText,
  SHUTDOWN_GRACE_MS: shutdownGraceSetting,
});

describe('parseSettings', () => {
  it('gives the defaults for unset and blank values', () => {
    expect(parseSettings(schema, { PORT: '', HOST: '  ' }, 'test')).toEqual({
      PORT: 8000,
      HOST: undefined,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(parseSettings(schema, { PORT: '0', HOST: ' 127.0.0.1 ' }, 'test')).toMatchObject({
      PORT: 0,
      HOST: '127.0.0.1',
    });
  });

  it('names every bad variable at once, and whose environment it is', () => {
    expect(() => parseSettings(schema, { PORT: '70000', SHUTDOWN_GRACE_MS: '-1' }, 'site server')).toThrow(
      /^Invalid site server environment:\n {2}PORT: .+\n {2}SHUTDOWN_GRACE_MS: .+$/,
    );
  });

  it('words other problems the same way', () => {
    expect(invalidSettings('builder', ['a: one', 'b: two']).message).toBe(
      'Invalid builder environment:\n  a: one\n  b: two',
    );
  });
});
