import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import { inboxKinds } from '../../shared/staff-inbox.ts';
import { dynamo } from '../core/clients.ts';
import { defineEnv } from '../core/env.ts';
import { sources } from '../inbox/lead-view.ts';
import type { LookupSource } from '../inbox/lookup.ts';
import { BadRequestError } from '../http/errors.ts';
import { parseRequestBody } from '../http/http.ts';

/*
 * What every staff route shares: the function's environment, the table of each lead kind, the lookup
 * indexes, and the request as the router hands it over (the event and the signed-in member's username).
 */

export const env = defineEnv([
  'intakeTable',
  'contactTable',
  'newsletterTable',
  'bookingTable',
  'auditTable',
  'countsTable',
  'uploadsBucket',
  'queueUrl',
  'guardTable',
  'guardSecret',
]);
/** Read apart: only the calls' settings (availability, calendars, feed) need the schedule table. */
export const scheduleEnv = defineEnv(['scheduleTable']);
/** Read apart: only assigning a lead needs the user pool. */
export const directoryEnv = defineEnv(['staffUserPool']);

export const tableOf = (kind: LeadKind) => env()[`${kind}Table`];
export const sourceOf = (kind: LeadKind) => sources.find((source) => source.kind === kind)!;
export const isInboxKind = (kind: LeadKind) => (inboxKinds as readonly LeadKind[]).includes(kind);
/** Every kind has the person index; the inbox's kinds and the booked calls the phone index; only the inbox's the id index. */
const phoneKinds: readonly LeadKind[] = [...inboxKinds, 'booking'];
export const lookups: LookupSource = {
  documents: dynamo,
  tableOf,
  kindsWith: (match) => (match === 'email' ? leadKinds : match === 'phone' ? phoneKinds : inboxKinds),
};

/** One staff request: the API event and who sent it (the username from the checked token). */
export type StaffRequest = { event: APIGatewayProxyEventV2; who: string };

/** The JSON body of a staff POST. */
export function bodyOf(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const { source, fields } = parseRequestBody(event);
  // The staff pages post JSON; a plain form post could come from another site's page.
  if (source !== 'js') throw new BadRequestError('Staff API takes JSON only');
  return fields;
}
