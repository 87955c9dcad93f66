/**
 * The header CloudFront adds to every request it passes to the API, carrying a secret only CloudFront
 * and the API functions know. The API refuses requests without it, so its public execute-api address
 * cannot be used to walk around the WAF on the distribution. The local gateway adds it the same way.
 */
export const originVerifyHeader = 'x-origin-verify';

/**
 * The error the API functions log when a request came through CloudFront (it carries the origin-verify
 * header) without CloudFront-Viewer-Address: the /api/* behaviour's origin request policy does not forward
 * it, and every visitor behind one edge server would share one client's limits. A metric filter on the API
 * functions' logs counts this message, and an alarm mails staff (infra/constructs/operations-alarms.ts).
 */
export const viewerAddressMissingMessage = 'Viewer address missing: the origin request policy does not forward CloudFront-Viewer-Address';
