/** A figure with its label, as a row of stats shows it; `example` marks a claim that is still example content. */
export type Stat = { value: string; label: string; example?: boolean };
