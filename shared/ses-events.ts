/**
 * What SES publishes about an email it accepted, through a configuration set's EventBridge destination
 * (AWS's "Contents of event data that Amazon SES publishes"): the EventBridge envelope and, as its
 * `detail`, the event record. Only the fields this project reads or the local mailbox writes are typed.
 * The CDK stack routes these events to the mail-events function; the local mailbox (infra/local/mailbox.ts)
 * builds the same records for what it "delivers", so one handler serves both.
 */

/** The detail-types SES gives its events on EventBridge, by the record's eventType. */
export const sesDetailTypes = {
  Send: 'Email Sent',
  Delivery: 'Email Delivered',
  Bounce: 'Email Bounced',
  Complaint: 'Email Complaint Received',
  Reject: 'Email Rejected',
} as const;

export type SesEventType = keyof typeof sesDetailTypes;

/** The message tag the worker puts on every email: who it is for. Visitor confirmations are what the brakes watch. */
export const audienceTag = 'audience';
export type Audience = 'visitor' | 'staff';

/**
 * The message tag on a visitor confirmation that names who made us send it: the keyed hash of the client
 * (functions/http/client-limit.ts), so that its bounces and complaints stop that client's confirmations
 * first. A hash, never an IP: SES keeps tags with its events, and EventBridge hands them on.
 */
export const clientTag = 'client';

/**
 * SES's mailbox simulator: what is sent there counts towards neither SES's bounce and complaint rates nor
 * ours (https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator-considerations).
 */
export const simulatorDomain = 'simulator.amazonses.com';

export function isSimulatorAddress(address: string): boolean {
  return address.trim().toLowerCase().endsWith(`@${simulatorDomain}`);
}

/**
 * What SES itself puts on the account's suppression list for email sent with our configuration set:
 * addresses that bounced for good, not those that complained. The set overrides the account's settings
 * (https://docs.aws.amazon.com/ses/latest/dg/sending-email-suppression-list-config-level.html); SES keeps an
 * address on that list until someone removes it, and a complaint must not silence an address for good:
 * our own list holds it for a while instead, and staff can lift it (functions/mail/reputation.ts). The CDK
 * stack sets this, and the local mailbox suppresses the same.
 */
export const sesSuppressedReasons = ['BOUNCE'] as const;

/** The tag SES itself adds with the name of the configuration set that sent the email. */
export const configurationSetTag = 'ses:configuration-set';

export type SesMail = {
  timestamp: string;
  messageId: string;
  source: string;
  destination: string[];
  /** Message tags as SES publishes them: each name with the list of its values. */
  tags: Record<string, string[]>;
};

export type SesBounce = {
  /** Permanent (hard): the address does not exist or refuses for good; Transient (soft) and Undetermined pass. */
  bounceType: 'Permanent' | 'Transient' | 'Undetermined';
  /** OnAccountSuppressionList: SES did not even try, the address was on the account's suppression list. */
  bounceSubType: string;
  bouncedRecipients: { emailAddress: string; action?: string; status?: string; diagnosticCode?: string }[];
  timestamp: string;
  feedbackId: string;
};

export type SesComplaint = {
  complainedRecipients: { emailAddress: string }[];
  timestamp: string;
  feedbackId: string;
  complaintFeedbackType?: string;
};

export type SesEventRecord = {
  eventType: SesEventType;
  mail: SesMail;
  bounce?: SesBounce;
  complaint?: SesComplaint;
  delivery?: { timestamp: string; recipients: string[]; smtpResponse?: string };
  send?: Record<string, never>;
};

/** How EventBridge hands an SES event to its target. */
export type SesEventBridgeEvent = {
  version: '0';
  id: string;
  'detail-type': (typeof sesDetailTypes)[SesEventType];
  source: 'aws.ses';
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: SesEventRecord;
};
