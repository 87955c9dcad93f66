/** Average silent reading speed for Dutch non-fiction; the usual figure blogs use. */
export const WORDS_PER_MINUTE = 200;

/** Words in a plain text: runs of letters or digits, so punctuation and markup leftovers do not count. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
