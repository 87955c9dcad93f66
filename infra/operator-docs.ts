import { minimumConcurrencyQuota } from './app-spec.ts';
import type { settingKeys } from './settings.ts';

/**
 * What the operator's guides say about each setting, output and alarm, kept here beside the code they
 * describe so the tables in docs/deploy.md and docs/operations.md are generated from it
 * (`npm run docs:tables`) and cannot drift: tests/infra/configuration.test.ts holds these rows to the
 * synthesized stacks, and tests/docs-tables.test.ts holds the docs to these rows.
 */

/** Each setting's meaning; its production value comes from cdk.json. A missing or extra key is a type error. */
export const settingMeanings: Record<(typeof settingKeys)[number], string> = {
  region:
    "the region of the stage's main stack: `eu-west-1`, `eu-west-3`, `eu-central-1` or `eu-north-1`. The privacy statement promises that visitors' data stays in the EU (so not London or Zurich), and Milan, Spain and Zurich are opt-in regions, where CloudFront delivers no standard logs to the logs bucket; the app refuses any other region and says why",
  siteDomain: "the site's host name; each stage needs its own",
  certificateArn: 'ACM certificate for `siteDomain`, in us-east-1; empty = the site answers on its CloudFront domain only',
  senderEmail: 'From address of every email; must be on `sesIdentityDomain`. The functions may send from this address only',
  staffEmail: 'where lead notifications and alarm emails go',
  sesIdentityDomain: 'the domain SES sends from, DKIM-signed',
  sesIdentity:
    '`own`: the stage creates and verifies its SES identity; `shared`: it sends from the identity another stage of the same account and region owns, read-only (see Stages)',
  mailFromDomain:
    "the MAIL FROM subdomain of the stage's own identity, where bounces go (an MX and a TXT record); a subdomain of `sesIdentityDomain` that your DNS host lets you give those records. `mail.<domain>` is often taken at a Dutch hosting provider (a CNAME or the mail host). Empty for a stage with `sesIdentity` `shared`",
  cognitoEmailThroughSes:
    "the staff sign-in's emails go through the stage's SES identity, in Dutch; switch on once the identity is verified and the account has left the SES sandbox (step 4)",
  webAclArn:
    "your own WAF web ACL (scope CLOUDFRONT, us-east-1) for the distribution; empty = the app's own, from the `StartsprongEdge` stack",
  indexesUpTo:
    'only to upgrade a stack that holds leads: the last lead-table index to deploy, one more per deployment (see [Upgrading a stack that holds leads](#upgrading-a-stack-that-holds-leads)); empty = all of them',
  allowExampleContent:
    '`true` lets a demo deploy while example content is left (see [content](content.md), "Voor livegang vervangen"); otherwise synth refuses',
  reservedConcurrency: `reserve Lambda concurrency for the worker and the staff API (see Limits); needs an account quota of at least ${minimumConcurrencyQuota}`,
};

/** One row of the outputs table: the outputs it explains (several when they belong together) and what they are. */
export type OutputRow = { outputs: readonly string[]; meaning: string };

export const outputRows: readonly OutputRow[] = [
  { outputs: ['SiteUrl'], meaning: 'where the site answers now (the custom domain, or the CloudFront domain without a certificate)' },
  { outputs: ['DistributionDomainName', 'DistributionId'], meaning: 'the CDN; the DNS target, and the id for manual cache invalidations' },
  {
    outputs: ['ApiEndpoint'],
    meaning: 'the HTTP API itself; visitors reach it through the CDN under `/api`, and called directly it answers 403 (see below)',
  },
  {
    outputs: ['IntakeTableName', 'ContactTableName', 'NewsletterTableName'],
    meaning: 'the leads and the newsletter subscribers in DynamoDB',
  },
  {
    outputs: ['GuardTableName'],
    meaning:
      "the abuse brakes' state: per-client counters, confirmations per mailbox, used proof-of-work challenges and the visitor confirmations' counts and pause (all expire by TTL), and suppressed mailboxes (kept: a keyed hash, a reason and a date)",
  },
  {
    outputs: ['AuditTableName'],
    meaning:
      "the staff area's audit trail: sign-ins, views of a lead, follow-up changes, opened attachments, exports and erasures; append-only, kept as long as the leads",
  },
  {
    outputs: ['CountsTableName'],
    meaning:
      "counters, no personal data, kept as long as the leads: leads per week by source, page and the visitor's own answer (the overview `/beheer/herkomst`), leads per kind, month and status (the inbox's counts), and when each member of staff last looked",
  },
  {
    outputs: ['BookingTableName'],
    meaning:
      "the intro calls booked on the site (a lead kind of its own: name, email, time, status, the cancel and move links' tokens), kept as long as the leads",
  },
  {
    outputs: ['ScheduleTableName'],
    meaning:
      "the calls' schedule: each member's availability, their calendar's secret address and the busy times read from it, the feed tokens' hashes, and one item per taken slot (expires a week after the slot)",
  },
  { outputs: ['UploadsBucketName'], meaning: "the intake's attachments" },
  {
    outputs: ['LogsBucketName'],
    meaning:
      "CloudFront's standard logs (under `cloudfront/`, the only place that holds visitors' addresses) and the buckets' access logs, kept `logRetentionDays` days",
  },
  { outputs: ['QueueUrl', 'DeadLetterQueueUrl'], meaning: 'the email queue, and where messages land that failed five times' },
  { outputs: ['AlarmTopicArn'], meaning: 'the SNS topic that emails staff on alarms' },
  { outputs: ['StaffLeadsPolicyArn'], meaning: 'the managed IAM policy for staff who use the leads tool with `--aws` (see Reading leads)' },
  { outputs: ['StaffUserPoolId'], meaning: 'the Cognito user pool of the staff area `/beheer`; invite staff into it (see Staff sign-in)' },
  {
    outputs: ['DkimRecord1', 'DkimRecord2', 'DkimRecord3'],
    meaning: 'the DNS records that verify the sending domain for SES (a stage with its own identity only)',
  },
  {
    outputs: ['MailFromMxRecord', 'MailFromSpfRecord'],
    meaning: 'the MX and SPF records of the MAIL FROM subdomain (setting `mailFromDomain`; a stage with its own identity only)',
  },
];

/** One row of the runbook's alarm table. `region` only where the alarm lives outside the stage's region. */
export type AlarmRow = { alarm: string; region?: 'us-east-1'; firesWhen: string; means: string; toDo: string };

export const alarmRows: readonly AlarmRow[] = [
  {
    alarm: 'LeadsDeadLetterAlarm',
    firesWhen: 'a message is in the dead-letter queue (5-minute maximum ≥ 1)',
    means: 'a lead is saved, but its emails failed five times; it stays in ALARM while any message is left',
    toDo: '`npm run leads -- show <id>` (the message body holds the id); fix the cause in the worker\'s logs; move the message back with "Start DLQ redrive" in the SQS console',
  },
  {
    alarm: 'LeadsDeadLetterArrivalAlarm',
    firesWhen: 'the dead-letter queue grows while it already held messages (per minute)',
    means: 'another lead failed while the first is still waiting',
    toDo: 'as above, for each new message',
  },
  {
    alarm: 'OperationsAlarmsQueueAgeAlarm',
    firesWhen: 'the oldest message in the leads queue is 20 minutes old (five tries of three minutes, plus five)',
    means: 'the worker is not reading the queue',
    toDo: "check that the worker's SQS trigger is enabled and the worker is not throttled or failing",
  },
  {
    alarm: 'WorkerErrorsAlarm',
    firesWhen: 'the worker fails at least once in 5 minutes',
    means: 'an email could not be sent; SQS retries it',
    toDo: "read the worker's logs",
  },
  {
    alarm: 'Api5xxAlarm',
    firesWhen: 'the API answers 5xx at least once in 5 minutes',
    means: 'a visitor saw an error on a form',
    toDo: "read the API functions' logs",
  },
  {
    alarm: 'LeadsStrandedAlarm',
    firesWhen: 'the re-drive gives a lead up (at least once in 5 minutes)',
    means:
      'a lead got no email at all: its emails were still not all out after five re-drives (two and a half hours), for example because SES refused everything',
    toDo: "fix the cause (the SES status with `npm run leads -- doctor --aws --region eu-west-1`, the worker's logs), then `npm run leads -- show <id>` (the re-drive's log line names the id) and `npm run leads -- resend <id>`, which sends only what is missing",
  },
  {
    alarm: 'OperationsAlarmsApiThrottledAlarm',
    firesWhen: 'the API answers 429 at least once in 5 minutes',
    means: 'a route reached its throttle (its visitors were told it is busy) or one client its own limit',
    toDo: "the API's access logs (`AccessLogs` log group, `status` 429, `routeKey`) say which route; WAF (us-east-1, web ACL `SiteWebAcl`, sampled requests) where the traffic came from; block the source, or raise that route's limit in `routeThrottles` (`infra/app-spec.ts`) if the traffic was real",
  },
  {
    alarm: 'OperationsAlarmsLambdaThrottlesAlarm',
    firesWhen: 'any function is throttled in 5 minutes',
    means:
      "the account's Lambda concurrency limit is reached (new accounts may start at 10), or the worker or staff API its reserved concurrency",
    toDo: 'request a higher "Concurrent executions" quota in Service Quotas, then set `reservedConcurrency` (see [deploy](deploy.md), Limits); a throttled worker loses nothing, the queue and the re-drive retry',
  },
  {
    alarm: 'OperationsAlarmsRedriveErrorsAlarm',
    firesWhen: 'the re-drive fails at least once in 5 minutes',
    means: 'saved leads that missed the queue are not queued again',
    toDo: "read the re-drive's logs",
  },
  {
    alarm: 'OperationsAlarmsBookingScheduleAlarm',
    firesWhen: "the intro call's scheduled function (`bookingSchedule`) fails or is throttled at least once in 5 minutes",
    means:
      'no reminders go out and staff calendars are not read again, so a visitor may book a time a member of staff is busy (the busy times read before stay)',
    toDo: "read the function's logs; a calendar that cannot be read is not an error, staff see why in /beheer/beschikbaarheid",
  },
  {
    alarm: 'EmailsFailedAlarm',
    firesWhen: 'SES refuses an email at least once in 5 minutes',
    means: 'staff or a visitor got no email yet; the worker retries',
    toDo: 'check the SES console: sandbox, identity verified, sending paused',
  },
  {
    alarm: 'EmailsRefusedAlarm',
    firesWhen: 'SES refuses an email for good at least once in 5 minutes (not retried)',
    means:
      'a sandbox account, an unverified sender domain, paused sending, a function without permission for the sender (AccessDenied), a missing configuration set, or a request SES finds invalid',
    toDo: "`npm run leads -- show <id>` gives the reason, `npm run leads -- doctor --aws --region eu-west-1` the account's state; fix it, then reply to the affected visitors by hand: refused emails are not sent later",
  },
  {
    alarm: 'OperationsAlarmsViewerAddressMissingAlarm',
    firesWhen: 'an API function got a request through CloudFront without `CloudFront-Viewer-Address` (at least once in 5 minutes)',
    means:
      "the distribution's origin request policy for `/api/*` no longer forwards the visitor's address: the per-client limits count everyone behind one CloudFront edge server as one visitor",
    toDo: 'put the policy back to `AllViewerExceptHostHeader` (`infra/constructs/site-distribution.ts`) and deploy; `npm run smoke` checks it',
  },
  {
    alarm: 'AlarmsApiBlockedAlarm',
    region: 'us-east-1',
    firesWhen: 'the web ACL blocks an API request (at least once in 5 minutes)',
    means:
      'one address sent more than 100 API requests in five minutes, or an AWS managed rule took a request for an attack; if that was a visitor, their form did not arrive',
    toDo: 'WAF console in us-east-1, the stage\'s web ACL, "Sampled requests": which rule and which address; for a false positive, set that rule to count in `infra/constructs/site-web-acl.ts` (as `SizeRestrictions_BODY` is)',
  },
  {
    alarm: 'VisitorEmailsPausedAlarm',
    firesWhen: 'visitor confirmations paused themselves (5-minute sum ≥ 1)',
    means: 'too many confirmations bounced or were marked as spam; staff notifications go on, visitors get no confirmation for 24 hours',
    toDo: 'answer new leads yourself; `npm run leads -- doctor --aws --region eu-west-1` shows the figures; look for a wave of odd addresses among the leads (someone misusing a form)',
  },
  {
    alarm: 'UploadBudgetSpentAlarm',
    firesWhen: "the uploads route refused a file because the day's byte budget for all visitors together is spent (5-minute sum ≥ 1)",
    means:
      'until midnight UTC nobody can add files to an intake (visitors see a calm message and can send the intake without them); almost always a script, since real intakes use a small part of it',
    toDo: "the uploads function's logs and WAF's sampled requests show the source; block it in WAF. Raise the budget (`abuseLimits.uploadBytesPerDay`, `shared/api-limits.ts`) only if the uploads were real: it is the ceiling on what a script can make us store",
  },
  {
    alarm: 'MailEventsBounceAlarm',
    firesWhen: 'an email bounces (1-hour sum ≥ 1)',
    means: "mostly a typo in a visitor's address; the address is now on the suppression list",
    toDo: 'find the lead and reach the visitor another way; if it was `staffEmail`, fix that mailbox and remove it from the suppression list (SES console, "Suppression list")',
  },
  {
    alarm: 'MailEventsComplaintAlarm',
    firesWhen: 'someone marks an email as spam (1-hour sum ≥ 1)',
    means: 'the address is now on the suppression list; above 0.1% complaints SES limits sending',
    toDo: 'check which email it was and whether the visitor asked for it',
  },
];
