import type { TApiError, TFieldError } from '@agency/contracts';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

export function genericMessage(statusCode: number): string {
  return GENERIC_MESSAGES[statusCode] ?? (statusCode >= 500 ? INTERNAL_ERROR_MESSAGE : 'Request failed');
}

function isFieldError(value: unknown): value is TFieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TFieldError).path === 'string' &&
    typeof (value as TFieldError).message === 'string'
  );
}

/** Turns whatever an HttpException carries into the one error shape `{statusCode, message, errors?}`. */
export function toErrorBody(statusCode: number, response: unknown): TApiError {
  if (typeof response === 'string') return { statusCode, message: response };
  if (typeof response === 'object' && response !== null) {
    const { message, errors } = response as { message?: unknown; errors?: unknown };
    const text = Array.isArray(message) ? message.map(String).join('; ') : typeof message === 'string' ? message : genericMessage(statusCode);
    const fieldErrors = Array.isArray(errors) ? errors.filter(isFieldError) : undefined;
    return fieldErrors ? { statusCode, message: text, errors: fieldErrors } : { statusCode, message: text };
  }
  return { statusCode, message: genericMessage(statusCode) };
}
