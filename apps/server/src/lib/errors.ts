import { errorStatus, issueBoundParams, tAny, type AnyMessageId, type ApiErrorBody, type ErrorCode, type Locale, type NotificationParams } from '@arena/shared';
import { translate } from './i18n.js';
import { renderParams } from './notification-text.js';

/**
 * The one error type of the API: a code (mapped to an HTTP status) and a catalogue message.
 * Services throw it; the error handler turns it into `ApiErrorBody`, in the reader's language. The Error's own
 * message (logs) is English.
 */
/**
 * A field's text: a catalogue id, or one with the bounds of the contract's check it failed (`{min}`/`{max}` of
 * 'at most {max} characters'), formatted in the reader's language.
 */
export type FieldText = AnyMessageId | { id: AnyMessageId; bounds: { minimum?: unknown; maximum?: unknown } };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageId: AnyMessageId;
  readonly statusCode: number;
  /** The message's parameters: amounts as `{ cents }` are formatted in the reader's language. */
  readonly params?: NotificationParams;
  /** The catalogue text of each field at fault (the error's own text is rendered with its params). */
  readonly fields?: Record<string, FieldText>;

  constructor(code: ErrorCode, messageId: AnyMessageId, options: { params?: NotificationParams; fields?: Record<string, FieldText> } = {}) {
    super(tAny(messageId, renderParams('en', options.params ?? null)));
    this.code = code;
    this.messageId = messageId;
    this.statusCode = errorStatus[code];
    this.params = options.params;
    this.fields = options.fields;
  }

  /** The error as the API answers it, its texts in `locale`. */
  toBody(locale: Locale = 'en'): ApiErrorBody {
    return errorBody(locale, this.code, this.messageId, this.params, this.fields);
  }
}

/**
 * An `ApiErrorBody` with its message and field texts in `locale`; `messageId` says which text it is in every language.
 * A field with the error's own text reads as the message does; the message takes a field's bounds when it has no
 * parameters of its own (a contract's 'at most {max} characters').
 */
export function errorBody(
  locale: Locale,
  code: ErrorCode,
  messageId: AnyMessageId,
  params?: NotificationParams,
  fields?: Record<string, FieldText>,
): ApiErrorBody {
  const bounded = params ? undefined : Object.values(fields ?? {}).find((f) => typeof f !== 'string' && f.id === messageId);
  const message =
    typeof bounded === 'object'
      ? translate(locale, messageId, issueBoundParams(bounded.bounds, locale))
      : translate(locale, messageId, renderParams(locale, params ?? null));
  if (!fields) return { error: { code, messageId, message } };
  const text = (field: FieldText) => {
    if (typeof field !== 'string') return field.id === messageId ? message : translate(locale, field.id, issueBoundParams(field.bounds, locale));
    return field === messageId ? message : translate(locale, field);
  };
  const texts = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, text(field)]));
  return { error: { code, messageId, message, fields: texts } };
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'error.unauthenticated');
