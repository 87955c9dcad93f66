/**
 * An example value as it may appear in text: in any case, with any kind of space, and not as part of a longer
 * word or number ("50+" is not in "150+", "Sanne" not in "Sannes"). Shared by the page and the email tests.
 */
export function examplePattern(text: string): RegExp {
  const escaped = text
    .replace(/\u00a0/g, ' ')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s');
  const before = /^[\p{L}\p{N}]/u.test(text) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(text) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'iu');
}
