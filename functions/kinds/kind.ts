import type { Env } from '../core/env.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';

/** What the worker needs to send a lead's emails: the addresses, the site's URL, the uploads bucket. */
export type MailConfig = Pick<Env, 'senderEmail' | 'staffEmail' | 'siteUrl' | 'uploadsBucket'>;

/**
 * One kind of lead as the worker and the re-drive handle it: how its stored row reads, what happens when
 * the row is gone, what must be done before its emails, and which emails it still needs.
 */
export type KindHandler<Row extends { id: string }> = {
  kind: LeadKind;
  parseRow(item: unknown): Row;
  /** A contact message or intake must exist; a subscriber who unsubscribed is simply forgotten. */
  gone: 'fail' | 'nothing-to-do';
  /**
   * Work that must be done before the emails, such as putting an intake's files in place; what it learns
   * it records on the row in `tableName` and on `row` itself, which the emails are then planned from.
   */
  prepare?(row: Row, config: MailConfig, tableName: string): Promise<void>;
  /**
   * The email this row sends to an address nobody verified (the visitor's confirmation), if it still needs
   * one: the worker counts it against the recipient's daily cap before anything goes out.
   */
  confirmation(row: Row): { name: string; to: string } | null;
  /**
   * True when the lead is nothing without its confirmation (a newsletter sign-up): while confirmations are
   * paused or the mailbox had its day's share, it waits and goes out later, instead of being skipped as a
   * contact message's or an intake's courtesy confirmation is.
   */
  waitsForConfirmation: boolean;
  /** The emails the row still needs: those its status says were sent are left out. */
  planEmails(row: Row, config: MailConfig): OutgoingEmail[] | Promise<OutgoingEmail[]>;
  /** Work once every planned email went out, such as taking a call off the reminder index. */
  afterEmails?(row: Row, tableName: string): Promise<void>;
};
