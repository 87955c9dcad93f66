/**
 * When confirmations to visitors pause by themselves. SES reviews an account whose bounce rate reaches 5%
 * or whose complaint rate reaches 0.1%, and may pause all its sending at 10% and 0.5%: then staff stop
 * getting leads too. Confirmations go to addresses nobody verified, so they are where bounces and
 * complaints come from; they pause well before SES would act, while staff notifications keep going.
 *
 * Rates are counted over the visitor confirmations of the last `windowDays` days (SES judges a
 * "representative volume", not an hour). A handful of typos at a small site's volume would be a high rate,
 * so a rate counts only from a minimum number of bounces or complaints.
 */
export const mailReputation = {
  windowDays: 7,
  /** Hard bounces: 2%, under half of SES's 5% review level. */
  maxBounceRate: 0.02,
  minBounces: 3,
  /** Complaints: 0.05%, half of SES's 0.1% review level; at a small site's volume two complaints in a week pass it. */
  maxComplaintRate: 0.0005,
  minComplaints: 2,
  /** A pause lasts this long after the last bounce or complaint that kept the rate too high. */
  pauseHours: 24,
  /** SES's own levels, for the messages that compare. */
  sesReview: { bounceRate: 0.05, complaintRate: 0.001 },
} as const;

/** Why visitor confirmations pause: also the metric's closed set of dimension values (shared/metrics.ts). */
export const pauseReasons = ['bounces', 'complaints'] as const;

/** The pause of visitor confirmations as the worker, the leads tool and the staff inbox read it. */
export type MailPause = {
  paused: boolean;
  /** When the pause began and until when it holds (ISO); absent when there never was one. */
  since?: string;
  until?: string;
  reason?: (typeof pauseReasons)[number];
  /** The window's figures at the moment the pause was last set. */
  sends?: number;
  bounces?: number;
  complaints?: number;
};

/** "2,4%": a rate as Dutch readers write it. */
export function dutchPercent(rate: number): string {
  return `${(rate * 100).toLocaleString('nl-NL', { maximumFractionDigits: 2 })}%`;
}

/** One Dutch sentence on the pause, for the leads tool and the staff inbox; null when confirmations go out. */
export function mailPauseSentence(pause: MailPause, formatTime: (iso: string) => string): string | null {
  if (!pause.paused || !pause.until) return null;
  const what = pause.reason === 'complaints' ? `${pause.complaints ?? 0} spammeldingen` : `${pause.bounces ?? 0} onbestelbare e-mails`;
  return (
    `Bevestigingen aan bezoekers staan stil tot ${formatTime(pause.until)}: ${what} op ${pause.sends ?? 0} bevestigingen in ` +
    `${mailReputation.windowDays} dagen. Meldingen aan het team gaan gewoon door; reageer zelf op nieuwe leads.`
  );
}
