/** The parts of a Strapi schema the members-only walkers need. */
export interface Attribute {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
}
export interface Model {
  uid: string;
  kind?: string;
  attributes: Record<string, Attribute>;
  options?: { draftAndPublish?: boolean };
}
export type GetModel = (uid: string) => Model | undefined;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The model an attribute leads to, if any (relations, media, components). */
export function targetModel(attribute: Attribute, getModel: GetModel): Model | undefined {
  if (attribute.type === 'relation' && attribute.target) return getModel(attribute.target);
  if (attribute.type === 'media') return getModel('plugin::upload.file');
  if (attribute.type === 'component' && attribute.component) return getModel(attribute.component);
  return undefined;
}

/** A polymorphic relation (`morphToOne` / `morphToMany`, like a file's `related`): no single target. */
export const isMorphRelation = (attribute: Attribute): boolean =>
  attribute.type === 'relation' && !attribute.target;

/** Rows of this model have drafts (`publishedAt: null`) next to their published versions. */
export const hasDrafts = (model: Model): boolean => model.options?.draftAndPublish === true;
