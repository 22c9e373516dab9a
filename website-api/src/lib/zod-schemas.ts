import type { FieldError } from '@site/contracts';
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/** Lets route handlers see the output type of their zod body/params schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A failed request schema; the error handler turns it into field errors. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: FieldError[]) {
    super('Request validation failed');
  }
}

// Messages of the contracts are `validation:` keys; anything else (zod's own texts for
// shapes no field message covers) becomes the generic key.
function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message.startsWith('validation:') ? issue.message : 'validation:field.invalid',
  }));
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(toFieldErrors(result.error)) };
  };

/** Responses go through their schema too, so a field not in the contract never leaks. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
