import { z } from './zod';
import { API_CODE } from './api-codes';

export { API_CODE, LOGIN_FAILURE } from './api-codes';

export const FieldErrorSchema = z.object({
  /** Dotted path of the field in the body ('' for the body itself). */
  field: z.string(),
  /** Key of the `validation` namespace, e.g. `validation:email.invalid`. */
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The successful envelope around `data`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(API_CODE.ok), msg: z.string(), data });
}

/** Every answer: `{ code, msg, data? }`. */
export const EnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});
export type Envelope<T = unknown> = { code: number; msg: string; data?: T };

export const BadRequestEnvelopeSchema = z.object({
  code: z.literal(API_CODE.badRequest),
  msg: z.string(),
  data: z.array(FieldErrorSchema).optional(),
});
