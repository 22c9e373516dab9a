import fs from 'fs';
import path from 'path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum (security.md item 1): 19 MiB, 2 iterations, 1 lane.
// `Algorithm` is a const enum, which isolated-module compilers cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * Forms a password is compared in against the deny list: as typed (lower-cased), without
 * the digits and symbols people append to meet composition rules ('Password1!'), and with
 * common letter substitutions undone ('P@ssw0rd').
 */
export function denyListCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, '');
  const unleet = (value: string) => value.replace(/[013457@$!]/g, (ch) => LEET[ch]);
  return [...new Set([lower, core, unleet(lower), unleet(core)])].filter((value) => value.length >= 4);
}

export function loadDenyList(file = path.join(__dirname, '../../data/common-passwords.txt')): Set<string> {
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

export class Passwords {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly denyList: Set<string>) {}

  /** Prepares the stand-in hash so the first unknown-email login costs exactly one verification. */
  async warmUp() {
    this.dummyHash ??= this.hash('not-a-member-password-Aa1!');
    await this.dummyHash;
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }

  /**
   * Spends the same work as a real verification when there is no hash to check (unknown
   * email, member without password), so the answer time does not tell which case it was.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-member-password-Aa1!');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  isCommon(password: string): boolean {
    return denyListCandidates(password).some((candidate) => this.denyList.has(candidate));
  }
}
