import { tableEnvKey, type LeadKind } from '../../shared/lead-kinds.ts';
import type { Env } from '../core/env.ts';
import { contactKind } from './contact.ts';
import { intakeKind } from './intake.ts';
import type { KindHandler } from './kind.ts';
import { newsletterKind } from './newsletter.ts';
import { bookingKind } from './booking.ts';

/** Every kind of lead, looked up by the word the queue message and the table carry. */
export const kinds: { [K in LeadKind]: KindHandler<{ id: string }> } = {
  intake: intakeKind as KindHandler<{ id: string }>,
  contact: contactKind as KindHandler<{ id: string }>,
  newsletter: newsletterKind as KindHandler<{ id: string }>,
  booking: bookingKind as KindHandler<{ id: string }>,
};

/** The table a kind's rows live in, from the function's environment. */
export function tableOf(kind: LeadKind, env: Pick<Env, (typeof tableEnvKey)[LeadKind]>): string {
  return env[tableEnvKey[kind]];
}
