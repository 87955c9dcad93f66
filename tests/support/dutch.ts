/**
 * Whether a message a visitor may see is Dutch, for the tests that promise "a Dutch error". A word list of
 * short words proves nothing: "is", "de" and "we" are English too (or French), so "Body is not valid JSON"
 * passed the old check. A message counts as Dutch when it holds a word only Dutch uses and no word only
 * English uses.
 */

/**
 * Dutch function words (the usual stop-word list) and a few words every form message uses, minus those that
 * are English words too: in, is, was, me, of, die, door, had, hem, men, met, van, want, over, mail, al.
 */
const DUTCH_ONLY = new Set(
  (
    'aan alles als altijd andere ander ben bij daar dan dat deze dit doen dus een eens en er geen geweest haar heb hebben heeft ' +
    'het hier hij hoe hun iemand iets ik je jij jouw kan kon konden kunnen maar meer mij mijn moet naar niet niets nog nu om omdat ' +
    'onder ons ook op reeds te tegen toch toen tot uit uw veel voor waren wat werd wie wil worden wordt zal ze zelf zich zij zijn ' +
    'zo zonder zou ' +
    'ongeldig geldig verplicht controleer voer maximaal karakters tekens bestand bestanden aanvraag bericht probeer opnieuw ' +
    'verstuur vernieuw pagina verzoek formulier adres mailadres alleen toegestaan veld velden gemarkeerde lezen verwerken kies ' +
    'terug stap minuten minuut misgegaan bijna klaar groter kleiner leeg ontbreekt bestandsnaam waarde gebruiken lang kort'
  ).split(' '),
);

/** Words that only an English sentence carries ('object' is Dutch too: "een ingesloten object"). */
const ENGLISH_ONLY = new Set([
  'the',
  'not',
  'your',
  'you',
  'please',
  'must',
  'invalid',
  'valid',
  'error',
  'body',
  'required',
  'request',
  'failed',
  'should',
  'cannot',
  'and',
  'was',
  'were',
  'this',
  'that',
  'with',
  'missing',
  'unknown',
  'found',
  'too',
  'many',
  'expected',
  'received',
  'field',
  'string',
  'number',
  'undefined',
  'null',
  'internal',
  'server',
]);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];

/** Why `text` is not a Dutch message, or null when it is one. */
export function notDutchReason(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'no message';
  const words = wordsOf(text);
  const english = words.filter((word) => ENGLISH_ONLY.has(word));
  if (english.length > 0) return `English words: ${english.join(', ')}`;
  const dutch = new Set(words.filter((word) => DUTCH_ONLY.has(word)));
  if (dutch.size === 0) return 'no Dutch word';
  return null;
}

export function isDutch(text: unknown): boolean {
  return notDutchReason(text) === null;
}
