import { grade } from './grade';
import { hash52, pinSignature } from '../normalize';
import type { PartRecord } from '../schema';

export interface PairLabel {
  a: string;
  b: string;
  pinToPin: boolean;
}

export interface PairOutcome<T extends PairLabel> {
  pair: T;
  /** What the engine said: pin-to-pin (grade A–C), or not (grade D or another function). */
  predicted: boolean;
  grade: string | null;
}

export interface Accuracy<T extends PairLabel> {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** Of the pairs called pin-to-pin, the share that are (1 when none were called). */
  precision: number;
  /** Of the pin-to-pin pairs, the share called pin-to-pin. */
  recall: number;
  wrong: PairOutcome<T>[];
}

/**
 * The engine's pin-to-pin verdict on labelled pairs, with the pin hashes the store gives
 * (so equal pinouts take the stored shortcut). A pair whose part is missing throws: the
 * set is checked against the data it was written for.
 */
export function evaluatePairs<T extends PairLabel>(records: PartRecord[], pairs: T[]): Accuracy<T> {
  const byMpn = new Map(records.map((r) => [r.mpn, r]));
  const part = (mpn: string) => {
    const r = byMpn.get(mpn);
    if (!r) throw new Error(`labelled part ${mpn} is not in the data`);
    return { ...r, pinHash: hash52(pinSignature(r.package, r.pins)) };
  };
  const outcomes = pairs.map((pair): PairOutcome<T> => {
    const c = grade(part(pair.a), part(pair.b));
    return { pair, predicted: c?.pinToPin ?? false, grade: c?.grade ?? null };
  });
  const count = (want: boolean, got: boolean) =>
    outcomes.filter((o) => o.pair.pinToPin === want && o.predicted === got).length;
  const truePositives = count(true, true);
  const falsePositives = count(false, true);
  const falseNegatives = count(true, false);
  return {
    pairs: pairs.length,
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives: count(false, false),
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
    wrong: outcomes.filter((o) => o.predicted !== o.pair.pinToPin),
  };
}
