import type { EnvVarKey } from './env-vars.ts';

/**
 * The kinds of lead, one word each everywhere: in the queue message, the table key, the function
 * manifest, the worker's and the re-drive's kind registry, and the leads tool. Each kind has its own table.
 */
export const leadKinds = ['intake', 'contact', 'newsletter', 'booking'] as const;

export type LeadKind = (typeof leadKinds)[number];

/** The environment key that carries each kind's table name. */
export const tableEnvKey = {
  intake: 'intakeTable',
  contact: 'contactTable',
  newsletter: 'newsletterTable',
  booking: 'bookingTable',
} as const satisfies Record<LeadKind, EnvVarKey>;
