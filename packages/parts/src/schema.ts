import { z } from 'zod';
import { AEC_VALUES, CATEGORIES, CATEGORY_CODES, LIFECYCLES } from './categories';

/** Measured value of one key parameter, in the unit its category defines. */
export const paramValueSchema = z
  .object({
    min: z.number().finite().optional(),
    typ: z.number().finite().optional(),
    max: z.number().finite().optional(),
    unit: z.string().max(16).optional(),
  })
  .strict()
  .refine(
    (v) => v.min !== undefined || v.typ !== undefined || v.max !== undefined,
    'min, typ or max is required',
  );

export const pinSchema = z
  .object({
    number: z.number().int().min(1).max(1024),
    /** The maker's pin name, e.g. `VIN` or `PA0-WKUP`. */
    name: z.string().min(1).max(32),
    /** Canonical function used for pin-to-pin matching, e.g. `VIN`, `GND`, `PA0`, `NC`. */
    function: z
      .string()
      .min(1)
      .max(24)
      .regex(/^[A-Z0-9_+\-/]+$/, 'upper-case function code'),
  })
  .strict();

export const partRecordSchema = z
  .object({
    mpn: z.string().trim().min(2).max(64),
    /** Brand code: lower-case letters and digits; part of the public part id. */
    brand: z.string().regex(/^[a-z0-9]{2,16}$/, 'brand code: 2-16 lower-case letters or digits'),
    brandName: z.string().trim().min(1).max(80),
    /** ISO 3166-1 alpha-2 country of the maker (CN for Chinese-made). */
    origin: z.string().regex(/^[A-Z]{2}$/, 'two-letter country code'),
    category: z.enum(CATEGORY_CODES),
    package: z.string().trim().min(2).max(40),
    pinCount: z.number().int().min(1).max(1024),
    pins: z.array(pinSchema).min(1).max(1024),
    attributes: z.record(z.string().regex(/^[a-z]+$/), z.string().min(1).max(40)),
    params: z.record(z.string(), paramValueSchema),
    lifecycle: z.enum(LIFECYCLES),
    aec: z.enum(AEC_VALUES).nullable(),
    datasheetUrl: z.string().url().max(300).nullable(),
    description: z.string().max(300),
    /** Orderable family without packaging and ordering suffixes; derived when absent. */
    family: z.string().trim().min(2).max(64).optional(),
    updatedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** Generated demo data, not a real part (the generator sets it; imports leave it out). */
    demo: z.boolean().optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.pins.length !== r.pinCount) {
      ctx.addIssue({
        code: 'custom',
        path: ['pins'],
        message: `${r.pins.length} pins listed, pinCount is ${r.pinCount}`,
      });
    }
    r.pins.forEach((pin, i) => {
      if (pin.number !== i + 1)
        ctx.addIssue({ code: 'custom', path: ['pins', i], message: 'pins must be numbered 1..n in order' });
    });
    const def = CATEGORIES[r.category];
    for (const attr of def.functionAttrs) {
      if (!r.attributes[attr])
        ctx.addIssue({ code: 'custom', path: ['attributes', attr], message: `required for ${r.category}` });
    }
    for (const [key, value] of Object.entries(r.params)) {
      const param = def.params.find((d) => d.key === key);
      if (!param)
        ctx.addIssue({
          code: 'custom',
          path: ['params', key],
          message: `unknown parameter for ${r.category}`,
        });
      else if (value.unit !== undefined && value.unit !== param.unit) {
        ctx.addIssue({
          code: 'custom',
          path: ['params', key, 'unit'],
          message: `unit must be ${param.unit}`,
        });
      }
    }
  });

export type PartRecord = z.infer<typeof partRecordSchema>;
export type ParamValue = z.infer<typeof paramValueSchema>;
export type Pin = z.infer<typeof pinSchema>;
