import { serverFaultMessage } from '../../shared/error-messages.ts';
import { contact } from '../../shared/business-facts.ts';

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

/** "1 minuut", "7 minuten": a wait in whole minutes, rounded up. */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

export const limitMessages = {
  tooMany: (retryAfterSeconds: number) =>
    `Je hebt in korte tijd vaak iets verstuurd. Probeer het over ${minutesText(retryAfterSeconds)} opnieuw, of mail ons direct op ${contact.email}.`,
  filesPerSubmission: `Je kunt voor deze aanvraag geen bestanden meer uploaden. Stuur extra bestanden gerust later mee als antwoord op onze e-mail.`,
  uploadBudgetSpent:
    'Bijlagen uploaden lukt vandaag even niet meer. Verstuur je aanvraag gerust zonder bijlagen: je kunt ze later meesturen als antwoord op onze e-mail.',
} as const;

/** 429: the client passed a limit. With a Retry-After when waiting helps; without one for a cap that stays. */
export class TooManyRequestsError extends HttpError {
  override name = 'TooManyRequestsError';
  readonly statusCode = 429;
  constructor(
    readonly retryAfterSeconds: number | null,
    logMessage: string,
    publicMessage: string = retryAfterSeconds === null ? limitMessages.filesPerSubmission : limitMessages.tooMany(retryAfterSeconds),
  ) {
    super(publicMessage, logMessage);
  }
}

/**
 * 409: what the visitor asked for was just taken by someone else (a slot of the intro call), or cannot be done
 * in the state things are in (such as mail to an address that may not get any).
 */
export class ConflictError extends HttpError {
  override name = 'ConflictError';
  readonly statusCode = 409;
  constructor(logMessage: string, publicMessage: string) {
    super(publicMessage, logMessage);
  }
}

/** 403: the request may not be made this way (such as a form post from another site). */
export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  readonly statusCode = 403;
  constructor(logMessage: string, publicMessage: string) {
    super(publicMessage, logMessage);
  }
}

/**
 * A form post another site made the visitor's browser send. Its page shows no form and none of the posted
 * values: an escaped copy of an attacker's text above our own submit button is still a ready-made lure.
 */
export class CrossSiteError extends ForbiddenError {
  override name = 'CrossSiteError';
}
