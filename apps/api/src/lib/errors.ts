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
export const notFound = (message?: string) => new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (message?: string, details?: unknown) =>
  new AppError(409, ErrorCode.CONFLICT, message, details);
