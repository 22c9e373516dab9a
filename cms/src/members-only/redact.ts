import { isPlainObject, type GetModel, type Model } from './model';
import { mustRedact, protectedFields } from './rules';

/**
 * Sets members-only fields to null, in place, in an answer shaped by `model`, including
 * entries reached through populated relations, components and polymorphic relations.
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
    if (attribute.type === 'relation' && attribute.target) {
      const target = getModel(attribute.target);
      if (target) redact(value, target, getModel);
    } else if (attribute.type === 'component' && attribute.component) {
      const target = getModel(attribute.component);
      if (target) redact(value, target, getModel);
    } else if (attribute.type === 'dynamiczone' || (attribute.type === 'relation' && !attribute.target)) {
      redactPolymorphic(value, getModel);
    }
  }
}

/** Dynamic zones carry `__component`, polymorphic relations `__type`. */
function redactPolymorphic(value: unknown, getModel: GetModel): void {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (!isPlainObject(item)) continue;
    const uid = (item.__component ?? item.__type) as string | undefined;
    const target = uid ? getModel(uid) : undefined;
    if (target) redact(item, target, getModel);
  }
}
