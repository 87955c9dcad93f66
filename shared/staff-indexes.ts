/**
 * The indexes the staff inbox reads, by name and keys, shared by both stacks (infra/app-spec.ts) and the
 * staff handler. Each is queried, never scanned: listing a page reads about one page per kind.
 */
export const staffIndexes = {
  /** Every lead row by date: `kind` is one value per lead table, so one Query gives that kind newest first. */
  listing: { name: 'listing', partitionKey: 'kind', sortKey: 'created_at' },
  /** One person's leads: every row by the email address it was sent with. */
  person: { name: 'person', partitionKey: 'email', sortKey: 'created_at' },
  /** The audit trail newest first, partitioned by month (YYYY-MM) so no partition grows without bound. */
  trail: { name: 'trail', partitionKey: 'month', sortKey: 'at' },
  /** The entries about one lead (`kind#id`), for its history; sparse, since sign-ins and exports have none. */
  subject: { name: 'subject', partitionKey: 'subject', sortKey: 'at' },
} as const;
