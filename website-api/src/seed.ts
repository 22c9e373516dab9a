import { ensurePartsData } from '@site/parts';
import { buildApp } from './app';
import { loadConfig } from './config';
import { findMemberByEmail, insertMember, updateMember } from './repositories/members';

/** Demo accounts; the README documents them. Running the seed again changes nothing. */
export const DEMO_MEMBER = {
  email: 'member@example.com',
  password: 'Demo-Member-2024!',
  username: 'Demo Member',
  companyName: 'Demo Electronics Co., Ltd.',
};
export const LEGACY_MEMBER = {
  email: 'legacy@example.com',
  username: 'Legacy Member',
  companyName: 'Legacy Trading Co., Ltd.',
};

/**
 * The members of the previous data handler who must consent: `legacy@example.com`, and with
 * SEED_LEGACY_MEMBERS=N also `legacy-2@example.com` … `legacy-N@example.com` (the end-to-end
 * run takes one per browser profile, since each can consent only once).
 */
export function legacyMembers(count: number) {
  return Array.from({ length: Math.max(1, Math.floor(count)) }, (_, i) =>
    i === 0
      ? LEGACY_MEMBER
      : { ...LEGACY_MEMBER, email: `legacy-${i + 1}@example.com`, username: `Legacy Member ${i + 1}` },
  );
}

async function seed() {
  const config = loadConfig();
  const app = await buildApp({ config, mail: { autoStart: false } }, { level: 'warn' });
  try {
    const db = app.db.kysely;
    const now = app.now();
    const demo = await findMemberByEmail(db, DEMO_MEMBER.email);
    const passwordHash = await app.passwords.hash(DEMO_MEMBER.password);
    if (!demo) {
      await insertMember(
        db,
        {
          email: DEMO_MEMBER.email,
          username: DEMO_MEMBER.username,
          companyName: DEMO_MEMBER.companyName,
          status: 'active',
          locale: 'jp',
          passwordHash,
        },
        now,
      );
    } else if (
      demo.status !== 'active' ||
      !demo.password_hash ||
      !(await app.passwords.verify(demo.password_hash, DEMO_MEMBER.password))
    ) {
      // Put the demo account back into its documented state.
      await updateMember(db, demo.id, { status: 'active', password_hash: passwordHash }, now);
    }
    // Legacy members are only created once: after consenting they stay active members.
    const legacy = legacyMembers(Number(process.env.SEED_LEGACY_MEMBERS) || 1);
    for (const member of legacy) {
      if (await findMemberByEmail(db, member.email)) continue;
      await insertMember(
        db,
        {
          email: member.email,
          username: member.username,
          companyName: member.companyName,
          status: 'legacy',
          locale: 'jp',
          passwordHash: null,
        },
        now,
      );
    }
    console.log(
      `Seeded ${DEMO_MEMBER.email} (active) and ${legacy.map((m) => m.email).join(', ')} (must consent) into ${config.database.kind}`,
    );
  } finally {
    await app.close();
  }
  // The part search's demo data (PARTS_DEMO_COUNT parts; an existing parts database is kept).
  const parts = await ensurePartsData();
  console.log(
    `Part search: ${parts.parts.toLocaleString('en')} parts (${parts.created ? 'generated now' : 'already there'})`,
  );
}

if (require.main === module) {
  seed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
