import { deriveFamily, hash52, normalizeMpn, normalizePackage } from '../src/normalize';

describe('part number normalization', () => {
  it('ignores case, punctuation and full-width characters', () => {
    expect(normalizeMpn('sgm2019-3.3yn5g/tr')).toBe('SGM201933YN5GTR');
    expect(normalizeMpn('ＳＴＭ３２Ｆ１０３')).toBe('STM32F103');
    expect(normalizeMpn(' 74HC595PW,118 ')).toBe('74HC595PW118');
  });

  it('derives the family by removing packaging and ordering suffixes', () => {
    expect(deriveFamily('AD8628ARTZ-REEL7')).toBe('AD8628ARTZ');
    expect(deriveFamily('74HC595PW,118')).toBe('74HC595PW');
    expect(deriveFamily('LT1763CS8-3.3#PBF')).toBe('LT1763CS833');
    expect(deriveFamily('IRLML6344TRPBF')).toBe('IRLML6344');
    expect(deriveFamily('SGM2019-3.3YN5G/TR')).toBe('SGM201933YN5G');
  });

  it('compares package names loosely', () => {
    expect(normalizePackage('SOT-23-5')).toBe(normalizePackage('sot23 5'));
  });

  it('hashes to safe integers, stable across runs', () => {
    const h = hash52('ldo|output=3.3');
    expect(Number.isSafeInteger(h)).toBe(true);
    expect(h).toBe(hash52('ldo|output=3.3'));
    expect(h).not.toBe(hash52('ldo|output=3.0'));
  });
});
