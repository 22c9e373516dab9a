import { CHROMIUM_FLAGS, namedFolders, optionValue } from './bench-options';

test('an option gives its value, or the fallback when it is not given', () => {
  expect(optionValue(['--runs', '2', '--detail'], 'runs', '5')).toBe('2');
  expect(optionValue(['--detail'], 'runs', '5')).toBe('5');
});

test('an option without its value is an error, not the next option taken as one', () => {
  expect(() => optionValue(['--runs', '--detail'], 'runs', '5')).toThrow('--runs needs a value');
  expect(() => optionValue(['--runs'], 'runs', '5')).toThrow('--runs needs a value');
});

test('named folders keep their order and name the option when one is malformed', () => {
  expect(namedFolders('before=.data/a,after=/tmp/b', 'sites')).toEqual([
    { name: 'before', dir: '.data/a' },
    { name: 'after', dir: '/tmp/b' },
  ]);
  expect(namedFolders('', 'sites')).toEqual([]);
  expect(() => namedFolders('before=.data/a,after', 'releases')).toThrow(
    '--releases takes name=folder,name=folder',
  );
});

test('Chromium runs without a sandbox, the GPU or its background traffic, and leaves headless to the caller', () => {
  expect(CHROMIUM_FLAGS).toEqual(
    expect.arrayContaining([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ]),
  );
  expect(CHROMIUM_FLAGS.some((flag) => flag.startsWith('--headless'))).toBe(false);
});
