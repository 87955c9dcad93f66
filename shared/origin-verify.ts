/**
 * The header CloudFront adds to every request it passes to the API, carrying a secret only CloudFront
 * and the API functions know. The API refuses requests without it, so its public execute-api address
 * cannot be used to walk around the WAF on the distribution. The local gateway adds it the same way.
 */
export const originVerifyHeader = 'x-origin-verify';
