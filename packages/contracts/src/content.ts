import { z } from './zod';
import { vmsg } from './messages';

/** Members-only detail kinds and the CMS collection each is read from. */
export const MEMBER_CONTENT_TYPES = ['news', 'brand', 'enterprise'] as const;
export type MemberContentType = (typeof MEMBER_CONTENT_TYPES)[number];

/** A content slug as used in detail URLs (`/news/{slug}`). */
export const SlugSchema = z
  .string({ error: vmsg('content.slugInvalid') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, { error: vmsg('content.slugInvalid') });

export const ContentParamsSchema = z.object({ id: SlugSchema }, { error: vmsg('body.invalid') });

export const MaterialFileSchema = z.object({ name: z.string(), url: z.string() });

/**
 * A members-only body. Rich-text fields arrive as sanitized HTML, ready to be inserted;
 * fields the CMS left empty are null.
 */
export const MemberContentSchema = z.object({
  type: z.enum(MEMBER_CONTENT_TYPES),
  slug: z.string(),
  locale: z.enum(['jp', 'zh', 'en']),
  membersOnly: z.boolean(),
  detailSynced: z.boolean(),
  html: z.record(z.string(), z.string().nullable()),
  materialFiles: z.array(MaterialFileSchema),
});
export type MemberContent = z.infer<typeof MemberContentSchema>;

/** Why a detail could not be given (`data.reason` next to `code` 404). */
export const CONTENT_UNAVAILABLE_REASONS = ['not-found', 'not-synced'] as const;
