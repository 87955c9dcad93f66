/**
 * A line of copy that states one or more claims (a figure, the founder's experience, the founding year). A page
 * renders it with a "Voorbeeld" mark while any of its claims is an example (components/ui/example-mark.tsx).
 */
export type Claimed = { readonly text: string; readonly claims: readonly Source[] };

/** Whatever the claim rests on: a figure of the track record, the founder, the brand's founding year. */
type Source = { readonly example: boolean };

/** Copy that may state a claim: a plain string states none. */
export type Line = string | Claimed;

export const claimed = (text: string, ...claims: readonly Source[]): Claimed => ({ text, claims });

export const lineText = (line: Line) => (typeof line === 'string' ? line : line.text);

export const isExample = (line: Line) => typeof line !== 'string' && line.claims.some((claim) => claim.example);
