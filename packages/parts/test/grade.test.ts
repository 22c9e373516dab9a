import { compareRanked, grade, type Ranked } from '../src/engine/grade';
import { OTHER_PINOUT, ldo } from './fixtures';

const original = ldo('REF');

describe('substitute grading on hand-made fixtures', () => {
  it('A: pin-to-pin and every parameter equal', () => {
    const c = grade(original, ldo('SAME'))!;
    expect(c.grade).toBe('A');
    expect(c.direction).toBe('equivalent');
    expect(c.rows.every((r) => r.verdict === 'equal')).toBe(true);
  });

  it('A and upgrade: more current and less quiescent current', () => {
    const c = grade(original, ldo('UP', {}, { iout: { max: 0.5 }, iq: { typ: 30 } }))!;
    expect(c.grade).toBe('A');
    expect(c.direction).toBe('upgrade');
    expect(c.rows.find((r) => r.key === 'iout')).toMatchObject({
      verdict: 'better',
      original: { max: 0.3 },
      candidate: { max: 0.5 },
    });
    expect(c.rows.find((r) => r.key === 'iq')?.verdict).toBe('better');
  });

  it('values within 2 % count as equal', () => {
    expect(grade(original, ldo('ROUND', {}, { dropout: { typ: 203 } }))!.grade).toBe('A');
  });

  it('B: a minor shortfall (dropout 15 % higher)', () => {
    const c = grade(original, ldo('MINOR', {}, { dropout: { typ: 230 } }))!;
    expect(c.grade).toBe('B');
    expect(c.direction).toBe('downgrade');
    expect(c.rows.find((r) => r.key === 'dropout')).toMatchObject({ verdict: 'worse', severity: 'minor' });
  });

  it('B: a supply range slightly narrower', () => {
    const c = grade(original, ldo('NARROW', {}, { vin: { min: 2.2, max: 5.5 } }))!;
    expect(c.grade).toBe('B');
  });

  it('C: a major shortfall (half the output current)', () => {
    const c = grade(original, ldo('MAJOR', {}, { iout: { max: 0.15 } }))!;
    expect(c.grade).toBe('C');
    expect(c.rows.find((r) => r.key === 'iout')).toMatchObject({ verdict: 'worse', severity: 'major' });
  });

  it('C: an automotive original replaced by a part without AEC-Q', () => {
    const auto = ldo('AUTO', { aec: 'Q100-1' });
    expect(grade(auto, ldo('PLAIN'))!.grade).toBe('C');
    expect(grade(ldo('PLAIN'), auto)!.direction).toBe('upgrade');
  });

  it('C: an obsolete candidate', () => {
    expect(grade(original, ldo('OLD', { lifecycle: 'obsolete' }))!.grade).toBe('C');
  });

  it('mixed: better in one parameter, worse in another', () => {
    const c = grade(original, ldo('MIX', {}, { iout: { max: 0.5 }, dropout: { typ: 230 } }))!;
    expect(c).toMatchObject({ grade: 'B', direction: 'mixed', better: 1, worse: 1 });
  });

  it('D: same function in another pinout or package', () => {
    expect(grade(original, ldo('PINOUT', { pins: OTHER_PINOUT }))!.grade).toBe('D');
    expect(grade(original, ldo('PACKAGE', { package: 'SC-70-5' }))!).toMatchObject({
      grade: 'D',
      pinToPin: false,
    });
  });

  it('no grade for another function (another output voltage or category)', () => {
    expect(grade(original, ldo('V18', { attributes: { output: '1.8' } }))).toBeNull();
    expect(
      grade(original, { ...ldo('DCDC'), category: 'dcdc', attributes: { topology: 'BUCK', output: '3.3' } }),
    ).toBeNull();
  });

  it('a parameter the candidate does not state is "not stated": not worse, but never grade A', () => {
    const candidate = ldo('NOPSRR', {}, { iout: { max: 0.5 } });
    delete candidate.params.psrr;
    const c = grade(original, candidate)!;
    expect(c).toMatchObject({ grade: 'B', direction: 'upgrade', worse: 0, better: 1, unstated: ['psrr'] });
    expect(c.rows.find((r) => r.key === 'psrr')).toMatchObject({
      verdict: 'unknown',
      severity: null,
      candidate: null,
    });
  });

  it('a parameter the original does not state is "not stated" too', () => {
    const withoutIq = ldo('NOIQ');
    delete withoutIq.params.iq;
    const c = grade(withoutIq, ldo('SAME'))!;
    expect(c).toMatchObject({ grade: 'B', unstated: ['iq'] });
    expect(c.rows.find((r) => r.key === 'iq')).toMatchObject({ verdict: 'unknown', original: null });
  });

  it('an NC pin of the original facing an optional pin is a minor difference, not another pinout', () => {
    const bypass = ['VIN', 'GND', 'EN', 'BP', 'VOUT'].map((name, i) => ({
      number: i + 1,
      name,
      function: name === 'BP' ? 'BYP' : name,
    }));
    const c = grade(original, ldo('BYPASS', { pins: bypass }))!;
    expect(c).toMatchObject({ grade: 'B', pinToPin: true, pinMinor: 1, worse: 0, unstated: [] });
    // The other way round (a bypass pin of the original left open by the candidate) moves a function.
    expect(grade(ldo('BYPASS', { pins: bypass }), original)).toMatchObject({ grade: 'D', pinToPin: false });
  });

  it('ranks by grade, shortfalls, improvements, lifecycle, part number and id', () => {
    const entry = (
      id: number,
      mpn: string,
      c: ReturnType<typeof grade>,
      lifecycle: Ranked['lifecycle'] = 'active',
    ): Ranked => ({ id, mpnNorm: mpn, lifecycle, comparison: c! });
    const list = [
      entry(1, 'D1', grade(original, ldo('D1', { pins: OTHER_PINOUT }))),
      entry(2, 'C1', grade(original, ldo('C1', {}, { iout: { max: 0.15 } }))),
      entry(3, 'B1', grade(original, ldo('B1', {}, { dropout: { typ: 230 } }))),
      entry(4, 'AEQ', grade(original, ldo('AEQ'))),
      entry(5, 'AUP', grade(original, ldo('AUP', {}, { iout: { max: 0.5 } }))),
      entry(6, 'AUP2', grade(original, ldo('AUP2', {}, { iout: { max: 0.5 }, iq: { typ: 30 } }))),
      entry(8, 'AEQ', grade(original, ldo('AEQ'))),
      entry(7, 'AAEQ', grade(original, ldo('AAEQ'))),
    ];
    expect([...list].sort(compareRanked).map((e) => `${e.mpnNorm}#${e.id}`)).toEqual([
      'AUP2#6',
      'AUP#5',
      'AAEQ#7',
      'AEQ#4',
      'AEQ#8',
      'B1#3',
      'C1#2',
      'D1#1',
    ]);
  });
});
