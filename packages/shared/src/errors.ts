import { z } from 'zod';

/** The one error shape of the whole API. */
export const ErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** What a validation error's details carry: each field with what is wrong with it. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;
export const ValidationErrorDetails = z.object({ fields: z.array(FieldError) });
export type ValidationErrorDetails = z.infer<typeof ValidationErrorDetails>;
