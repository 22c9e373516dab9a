import { hasDrafts, isMorphRelation, isPlainObject, targetModel, type GetModel, type Model } from './model';
import { mustRedact, protectedFields } from './rules';

type Row = Record<string, unknown>;

const isDraft = (item: Row): boolean => 'publishedAt' in item && item.publishedAt === null;

/**
 * Cleans a public answer shaped by `model`, in place: members-only fields become null
 * (unless the item says `membersOnly: false`), at any depth, through populated
 * relations, media (and a file's `related` rows), `localizations`, components, dynamic
 * zones and polymorphic relations; rows reached through a relation that are drafts
 * (`publishedAt: null`) are removed. A polymorphic entry whose type is unknown, or
 * whose type has drafts but the entry does not show `publishedAt`, is removed too.
 */
export function redact(data: unknown, model: Model, getModel: GetModel): void {
  if (Array.isArray(data)) {
    for (const item of data) redact(item, model, getModel);
    return;
  }
  if (!isPlainObject(data)) return;
  const hidden = protectedFields(model.uid);
  if (hidden.length > 0 && mustRedact(data)) {
    for (const field of hidden) if (field in data) data[field] = null;
  }
  for (const [key, value] of Object.entries(data)) {
    const attribute = model.attributes[key];
    if (!attribute || value === null || typeof value !== 'object') continue;
    if (attribute.type === 'dynamiczone') {
      data[key] = keepRows(value, (item) => {
        const component = typeof item.__component === 'string' ? getModel(item.__component) : undefined;
        // A zone entry without a known component cannot be checked.
        if (!component) return false;
        redact(item, component, getModel);
        return true;
      });
    } else if (isMorphRelation(attribute)) {
      data[key] = keepRows(value, (item) => {
        const target = typeof item.__type === 'string' ? getModel(item.__type) : undefined;
        if (!target || isDraft(item)) return false;
        if (hasDrafts(target) && typeof item.publishedAt !== 'string') return false;
        redact(item, target, getModel);
        return true;
      });
    } else {
      const target = targetModel(attribute, getModel);
      if (!target) continue;
      const relation = attribute.type === 'relation' || attribute.type === 'media';
      data[key] = keepRows(value, (item) => {
        if (relation && isDraft(item)) return false;
        redact(item, target, getModel);
        return true;
      });
    }
  }
}

/**
 * Applies `keep` to one row or a list of rows: a refused single row becomes null, refused
 * list entries are dropped. Other shapes (a relation `count`) pass unchanged.
 */
function keepRows(value: object, keep: (item: Row) => boolean): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isPlainObject(item) || keep(item));
  if (!isPlainObject(value)) return value;
  return keep(value) ? value : null;
}
