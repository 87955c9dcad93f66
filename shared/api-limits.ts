/** Largest request body the API accepts, in bytes: the handlers refuse more, whatever the gateway allows. */
export const maxBodyBytes = 64 * 1024;
