import { serverFaultMessage } from '../../shared/error-messages.ts';

/**
 * Errors an API handler throws for the visitor's mistakes: each carries the Dutch sentence the visitor
 * may see, and http.ts maps them to responses in one place. Anything else is our fault: a generic 500.
 */

export const genericMessages = {
  invalid: 'Controleer de gemarkeerde velden.',
  badRequest: 'We konden je verzoek niet lezen. Vernieuw de pagina en probeer het opnieuw.',
  unsupportedMediaType: 'Dit formaat kunnen we niet verwerken. Verstuur het formulier via de website.',
  payloadTooLarge: 'Je bericht is te groot om te versturen. Maak het korter en probeer het opnieuw.',
  internal: serverFaultMessage,
} as const;

/** The JSON body of every API error; `fieldErrors` is empty unless fields failed validation. */
export type ErrorBody = { error: string; fieldErrors: Record<string, string> };

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** The Dutch sentence the visitor sees; `message` stays free for the log. */
  constructor(
    readonly publicMessage: string,
    logMessage = publicMessage,
  ) {
    super(logMessage);
  }
}

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  readonly statusCode = 400;
  constructor(
    readonly fieldErrors: Record<string, string>,
    publicMessage: string = genericMessages.invalid,
  ) {
    super(publicMessage, `Invalid fields: ${Object.keys(fieldErrors).join(', ')}`);
  }
}

export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  readonly statusCode = 400;
  constructor(logMessage: string, publicMessage: string = genericMessages.badRequest) {
    super(publicMessage, logMessage);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  override name = 'UnsupportedMediaTypeError';
  readonly statusCode = 415;
  constructor(contentType: string) {
    super(genericMessages.unsupportedMediaType, `Unsupported content type: ${contentType || '(none)'}`);
  }
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError';
  readonly statusCode = 413;
  constructor(bytes: number, limit: number) {
    super(genericMessages.payloadTooLarge, `Body of ${bytes} bytes exceeds ${limit}`);
  }
}
