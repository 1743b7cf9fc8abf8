import { errorStatus, tAny, type AnyMessageId, type ApiErrorBody, type ErrorCode, type MessageParams } from '@arena/shared';

/**
 * The one error type of the API: a code (mapped to an HTTP status) and a catalogue message.
 * Services throw it; the error handler turns it into `ApiErrorBody`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageId: AnyMessageId;
  readonly statusCode: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, messageId: AnyMessageId, options: { params?: MessageParams; fields?: Record<string, string> } = {}) {
    super(tAny(messageId, options.params));
    this.code = code;
    this.messageId = messageId;
    this.statusCode = errorStatus[code];
    this.fields = options.fields;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, messageId: this.messageId, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'error.unauthenticated');
