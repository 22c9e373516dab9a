import { deriveInitial } from './enterprise-initial';

test.each([
  ['Anxun Power', 'A'],
  ['zenith', 'Z'],
  ['Ｑｉｘｉｎ', 'Q'],
  ['  Taihe Devices', 'T'],
  ['3D Sensing', 'Other'],
  ['深圳华越电子', 'Other'],
  ['ÉLAN', 'Other'],
  ['', 'Other'],
])('deriveInitial(%p) is %p', (name, initial) => {
  expect(deriveInitial(name)).toBe(initial);
});
