/**
 * When confirmations to visitors stop, and for whom. Confirmations go to addresses nobody verified, so they
 * are where bounces and complaints come from, and SES judges the account by them: only hard bounces to
 * domains we did not verify count (so never staff email to our own domain), and never the mailbox
 * simulator. SES reviews an account whose bounce rate reaches 5% or whose complaint rate reaches 0.1%, and
 * may pause all its sending at 10% and 0.5%: then staff stop getting leads too. SES computes these rates not
 * over a fixed period but over a "representative volume" of the account's recent email, which for a small
 * sender stretches back months (https://docs.aws.amazon.com/ses/latest/dg/faqs-enforcement.html, "Over
 * what period of time is my bounce rate calculated?"; the simulator:
 * https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator-considerations).
 *
 * This site sends about 50 confirmations a month. At that volume three bounces are 6%, so a rate over a week
 * (the pause before this round) let anyone pause every visitor's confirmation with three form posts. Two
 * brakes instead, the first aimed at whoever causes the bounces:
 * - per client (the keyed hash of an IP, or of an IPv6 /64): once 2 of the confirmations a client made us
 *   send bounced, or 1 drew a complaint, that client gets no confirmations for `perClient.days` days after
 *   its last one. A person who mistypes once still gets the next; a script stops after two.
 * - for the account, a pause of every visitor confirmation (staff email goes on) only when bounces came
 *   from at least `minBounceClients` distinct clients (complaints from `minComplaintClients`) over the last
 *   `windowDays` days, and their rate over at least `representativeVolume` confirmations (two months of
 *   ours: the denominator SES would see is no smaller) passes half of SES's review level. At our volume the
 *   distinct clients decide; the rate starts to matter above 500 confirmations a month. Counting starts
 *   again when a pause ends, so one late bounce cannot renew it.
 * What is left, and why it is kept: someone with many addresses can still pull the pause (they are then
 * spending 10 addresses, 10 proofs of work and 10 bounces of their own), and what they can make SES count
 * before it holds is bounded by the per-client brake and the daily caps (docs/security.md works it out for
 * 100 addresses). The pause is the brake that protects the account when everything else was not enough.
 */
export const mailReputation = {
  /** How far back the account's figures reach: SES's representative volume for a sender of our size is longer. */
  windowDays: 30,
  /** Rates are taken over at least this many confirmations, however few were sent. */
  representativeVolume: 100,
  /** Hard bounces: 2%, under half of SES's 5% review level. */
  maxBounceRate: 0.02,
  /** Distinct clients among the bounces before the account pauses. */
  minBounceClients: 10,
  /** Complaints: 0.05%, half of SES's 0.1% review level. */
  maxComplaintRate: 0.0005,
  /** Distinct clients among the complaints: fewer than bounces, since SES's complaint levels are 50 times lower. */
  minComplaintClients: 5,
  /** A pause lasts this long after the last bounce or complaint that kept the figures over. */
  pauseHours: 24,
  /** A client whose confirmations bounced or drew complaints gets none for a while. */
  perClient: { maxBounces: 2, maxComplaints: 1, days: 7 },
  /**
   * A complaint stops confirmations to that exact address for this long (staff can lift it sooner): a person
   * who marked an unrequested confirmation as spam is not mailed again while SES's figures still hold it.
   */
  complaintSuppressionDays: 90,
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
  /** How many distinct clients those bounces or complaints came from. */
  clients?: number;
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
    `Bevestigingen aan bezoekers staan stil tot ${formatTime(pause.until)}: ${what} van ${pause.clients ?? 0} verschillende afzenders ` +
    `op ${pause.sends ?? 0} bevestigingen in ${mailReputation.windowDays} dagen. Meldingen aan het team gaan gewoon door; reageer zelf op ` +
    `nieuwe leads. Aanmeldingen voor de nieuwsbrief blijven bewaard en krijgen hun bevestiging na de pauze.`
  );
}

/** What a suppressed address looks like to staff (GET /api/beheer/onderdrukking). */
export type SuppressionState =
  { suppressed: false } | { suppressed: true; reason: 'bounce' | 'complaint'; since: string; until: string | null };
