/**
 * The indexes the staff inbox reads, by name and keys, shared by both stacks (infra/app-spec.ts) and the
 * staff handler. Each is queried, never scanned: listing a page reads about one page per kind, a lookup
 * reads the few rows with that key.
 */
export const staffIndexes = {
  /** Every lead row by date: `kind` is one value per lead table, so one Query gives that kind newest first. */
  listing: { name: 'listing', partitionKey: 'kind', sortKey: 'created_at' },
  /** One person's leads: every row by the email address it was sent with. */
  person: { name: 'person', partitionKey: 'email', sortKey: 'created_at' },
  /** A lead by its id or the first characters of it (the "Kenmerk"): begins_with on the id within a kind. */
  ids: { name: 'ids', partitionKey: 'kind', sortKey: 'id' },
  /** A lead by its phone number in national form (shared/phone.ts); sparse, since the number is optional. */
  phone: { name: 'phone', partitionKey: 'phone_key', sortKey: 'created_at' },
  /** Leads with a follow-up date, earliest first; sparse: only rows with `staff_follow_up` are in it. */
  followUp: { name: 'follow_up', partitionKey: 'kind', sortKey: 'staff_follow_up' },
  /** The leads one member of staff has, newest first; sparse: only assigned rows are in it. */
  owner: { name: 'owner', partitionKey: 'staff_owner', sortKey: 'created_at' },
  /** The audit trail newest first, partitioned by month (YYYY-MM) so no partition grows without bound. */
  trail: { name: 'trail', partitionKey: 'month', sortKey: 'at' },
  /** The entries about one lead (`kind#id`), for its history; sparse, since sign-ins and exports have none. */
  subject: { name: 'subject', partitionKey: 'subject', sortKey: 'at' },
} as const;
