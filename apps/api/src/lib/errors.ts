import { ERROR_MESSAGES, ErrorCode } from '@backoffice/shared';

/** An error the API answers as `{ code, message, details? }` with its own status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (code: ErrorCode = ErrorCode.UNAUTHORIZED) => new AppError(401, code);
export const forbidden = (code: ErrorCode = ErrorCode.FORBIDDEN) => new AppError(403, code);
/**
 * A business rule refuses this caller this record or this change (a sale editing another sale's
 * customer, a user approving their own leave); the route itself is open to them, unlike FORBIDDEN.
 */
export const notPermitted = (message?: string) =>
  new AppError(403, ErrorCode.NOT_PERMITTED, message);
export const notFound = (message?: string) => new AppError(404, ErrorCode.NOT_FOUND, message);
/**
 * A value the contract could not refuse (a rule across fields, a reference that must exist): 400
 * naming the field, as a validation error does. `message` is the answer's own, the field's by default.
 */
export const fieldError = (field: string, fieldMessage: string, message = fieldMessage) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, {
    fields: [{ field, message: fieldMessage }],
  });
export const conflict = (message?: string, details?: unknown) =>
  new AppError(409, ErrorCode.CONFLICT, message, details);
