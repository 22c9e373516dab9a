import type { Core } from '@strapi/strapi';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Read actions the public role needs for every content type of the site. */
export function publicReadActions(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter((ct) => ct.uid.startsWith('api::'))
    .flatMap((ct) =>
      ct.kind === 'singleType' ? [`${ct.uid}.find`] : [`${ct.uid}.find`, `${ct.uid}.findOne`],
    );
}

/** Grants them at every start, so a fresh database serves the site without set-up. */
export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } })) as {
    id: number;
  } | null;
  if (!role) throw new Error('users-permissions public role is missing');
  const granted = (await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id } })) as Array<{
    action: string;
  }>;
  const have = new Set(granted.map((p) => p.action));
  for (const action of publicReadActions(strapi)) {
    if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
  }
}
