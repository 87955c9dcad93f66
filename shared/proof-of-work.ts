/**
 * The self-hosted proof of work (ALTCHA) the JavaScript forms send along: the browser fetches a signed
 * challenge, spends a fraction of a second finding its answer, and posts the answer with the form. The
 * server checks it and accepts each challenge once. No third party, no cookie, nothing to click.
 */
export const proofOfWork = {
  path: '/api/uitdaging',
  /** The form field that carries the answer: base64 of the JSON { challenge, solution }. */
  field: 'altcha',
  algorithm: 'SHA-256',
  /** The answer lies in this range: tens of thousands of hashes, about half a second in a browser. */
  counterRange: [20_000, 40_000],
  expiresInSeconds: 10 * 60,
} as const;

export const proofOfWorkMessage =
  'We konden niet controleren dat dit formulier door een mens is verstuurd. Vernieuw de pagina en verstuur het opnieuw.';
