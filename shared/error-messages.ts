/**
 * What a visitor reads when the fault is ours (a server error, an unreadable answer, no connection): one
 * sentence everywhere, in the browser, the API's 5xx bodies and the local gateway, that says what to do next.
 */
export const serverFaultMessage = 'Er ging iets mis aan onze kant. Probeer het later opnieuw of neem direct contact met ons op.';

/**
 * What a visitor reads when API Gateway itself turned the request away (its throttle on a route answers 429
 * with an English body of its own): the site is busy, not broken.
 */
export const busyMessage = 'Het is even erg druk. Probeer het over een minuut opnieuw.';
