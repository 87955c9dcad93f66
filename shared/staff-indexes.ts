/**
 * The indexes the staff inbox reads, by name and keys, shared by both stacks (infra/app-spec.ts) and the
 * staff handler. Each is queried, never scanned: listing a page reads about one page per kind, a lookup
 * reads the few rows with that key.
 */
export const staffIndexes = {
  /**
   * Every lead row by date, with what a list shows (`listedAttributes`) and nothing more: `kind` is one value
   * per lead table, so one Query gives that kind newest first, at a few hundred bytes a row however long
   * the messages are.
   */
  inbox: { name: 'inbox', partitionKey: 'kind', sortKey: 'created_at' },
  /** The same rows by date with what a word search reads as well (`searchedAttributes`). */
  search: { name: 'search', partitionKey: 'kind', sortKey: 'created_at' },
  /** One person's leads: every row by the email address it was sent with (keys only). */
  person: { name: 'person', partitionKey: 'email', sortKey: 'created_at' },
  /**
   * One mailbox's leads, however its address was spelled (`mailbox_key`, functions/core/mailbox-key.ts:
   * case, plus-tags, Gmail's dots and the providers' other domains folded), keys only: the erasure and the
   * lead page's "same person" find every spelling through it.
   */
  mailbox: { name: 'mailbox', partitionKey: 'mailbox_key', sortKey: 'created_at' },
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
  /**
   * The entries about one lead (`kind#id`), for its history, and the exports (`export`), for the erasure's
   * list of copies outside the system; sparse, since sign-ins and list views have none.
   */
  subject: { name: 'subject', partitionKey: 'subject', sortKey: 'at' },
} as const;

/**
 * Indexes an earlier release had and this one retires, for a stack upgraded one step at a time
 * (infra/app-spec.ts, indexSteps): `listing` held every attribute of every row (`kind`, `created_at`, all),
 * so a list of 25 leads read up to 25 whole messages per kind and a search whole rows.
 */
export const retiredStaffIndexes = {
  listing: { name: 'listing', partitionKey: 'kind', sortKey: 'created_at' },
} as const;

/** What a line of a list shows: the name, the address, what the lead is about, and the follow-up. */
export const listedAttributes = [
  'first_name',
  'name',
  'email',
  'preview',
  'business_type',
  'status',
  'staff_status',
  'staff_owner',
  'staff_follow_up',
] as const;

/** The texts a word search looks in, beside the name and address: what the person wrote, their city and number. */
export const searchedTexts = ['message', 'dream_description', 'app_description', 'business_other', 'help_other', 'city'] as const;

/** What the search index holds besides its keys: a list's line, the searched texts and the phone number. */
export const searchedAttributes = [...listedAttributes, ...searchedTexts, 'phone'] as const;
