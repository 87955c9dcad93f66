import { mailPauseSentence, type MailPause } from '../../../../shared/mail-reputation.ts';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';
import { dateTimeMedium } from '../../../../shared/agency-clock.ts';

/** Whether visitor confirmations are paused, for the staff layout's loader; null when it cannot be read. */
export async function loadMailPause(session: StaffSession): Promise<MailPause | null> {
  const result = await staffJson<MailPause>(session, '/api/beheer/verzending');
  return result.ok ? result.data : null;
}

/**
 * A line above every staff page while visitor confirmations are paused (too many bounced or drew complaints):
 * staff then answer new leads themselves, because the visitors got no confirmation. Nothing shows otherwise,
 * nor when the state cannot be read: the inbox works the same either way.
 */
export function MailPauseNotice({ pause }: { pause: MailPause | null }) {
  const sentence = pause ? mailPauseSentence(pause, dateTimeMedium) : null;
  if (!sentence) return null;
  return (
    <p role="status" className="mt-4 rounded-md border border-accent-500 bg-accent-50 px-4 py-3 text-ink">
      <strong>Let op:</strong> {sentence}
    </p>
  );
}
