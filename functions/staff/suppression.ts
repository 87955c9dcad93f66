import { DeleteSuppressedDestinationCommand } from '@aws-sdk/client-sesv2';
import { suppressionRequestSchema, type SuppressionAnswer } from '../../shared/staff-inbox.ts';
import type { SuppressionState } from '../../shared/mail-reputation.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { ses } from '../core/clients.ts';
import { dateTimeNumeric } from '../../shared/agency-clock.ts';
import { record } from '../inbox/audit.ts';
import { liftSuppression, readSuppression } from '../mail/reputation.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { bodyOf, env, type StaffRequest } from './context.ts';

/**
 * POST /api/beheer/onderdrukking: whether we send an address no email (it bounced for good, or its owner
 * marked one of ours as spam: mail/reputation.ts), and, when asked, lifting that. The guard table keeps a
 * keyed hash of the address, never the address, so staff find a suppression by typing the address; there
 * is no list. A POST, so the address never lands in a URL or an access log. Both the look-up and the lift go
 * into the audit trail, without the address.
 */

/** The audit line's words: the reason and date, no address. */
function describe(state: SuppressionState): string {
  if (!state.suppressed) return 'geen onderdrukking';
  return `${state.reason === 'bounce' ? 'onbestelbaar' : 'spammelding'} van ${dateTimeNumeric(state.since)}`;
}

/**
 * Takes the address off SES's account-level suppression list too, where SES put it after a hard bounce
 * (our configuration set lists bounces only: shared/ses-events.ts). An address that is not there (a
 * complaint, or a bounce SES has forgotten) is what lifting wants, so SES's NotFoundException is no failure.
 */
async function liftAtSes(address: string): Promise<void> {
  try {
    await ses.send(new DeleteSuppressedDestinationCommand({ EmailAddress: address }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NotFoundException') throw error;
  }
}

export async function suppression({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = suppressionRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const email = parsed.data.email.toLowerCase();
  const before = await readSuppression(env(), email);
  if (!parsed.data.lift || !before.suppressed) {
    await record(env().auditTable, { who, action: 'onderdrukking_bekeken', summary: `Opgezocht: ${describe(before)}` });
    return jsonResponse(200, { email, suppression: before, lifted: false } satisfies SuppressionAnswer);
  }
  await liftAtSes(email);
  await liftSuppression(env(), email);
  await record(env().auditTable, { who, action: 'onderdrukking_opgeheven', summary: `Opgeheven: ${describe(before)}` });
  return jsonResponse(200, { email, suppression: { suppressed: false }, lifted: true } satisfies SuppressionAnswer);
}
