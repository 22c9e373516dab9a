import { EnvelopeSchema, okEnvelope } from '@site/contracts';
import { z } from 'zod';

/** Response schemas of a route: its success data on 200 (or any envelope, as failures such as login's also use 200). */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: z.union([okEnvelope(data), EnvelopeSchema]),
    '4xx': EnvelopeSchema,
    '5xx': EnvelopeSchema,
  };
}

export const NoData = z.undefined().optional();
