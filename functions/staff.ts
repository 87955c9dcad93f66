import { NotFoundError, staffMember } from './inbox/staff-claims.ts';
import { httpHandler } from './http/handler.ts';
import type { HttpResponse } from './http/http.ts';
import { auditTrail, signIn } from './staff/audit-trail.ts';
import { env, type StaffRequest } from './staff/context.ts';
import { availabilityOf, callOutcome, cancelCall, calls, feedAction, saveAvailability, saveCalendar } from './staff/calls.ts';
import { counts, seen } from './staff/counts.ts';
import { erasure } from './staff/erasure.ts';
import { exportWorkbook } from './staff/export.ts';
import { inbox } from './staff/inbox.ts';
import { followUp, leadDetail, openAttachment, resend } from './staff/lead.ts';
import { mailStatus } from './staff/mail-status.ts';
import { members } from './staff/members.ts';
import { leadOverview } from './staff/overview.ts';
import { suppression } from './staff/suppression.ts';

/**
 * The staff API under /api/beheer, one module per resource in functions/staff/: the inbox (lists and
 * lookups), its counts and what is new, one lead with its follow-up (status, owner, follow-up day, note),
 * its attachments and re-send, the staff group's members, export, erasure (AVG), the audit trail with the
 * sign-in record, the lead overview and the mail status. The JWT authorizer lets only signed-in users
 * through; this router checks the staff group again, and the routes record every view, change, opened
 * file, export and erasure with who and when.
 */

/** The staff routes by their route key, as declared in infra/app-spec.ts. */
export const staffRoutes: Record<string, (request: StaffRequest) => Promise<HttpResponse>> = {
  'POST /api/beheer/aanmelding': signIn,
  'GET /api/beheer/leads': inbox,
  'GET /api/beheer/leads/{kind}/{id}': leadDetail,
  'POST /api/beheer/leads/{kind}/{id}/opvolging': followUp,
  'POST /api/beheer/leads/{kind}/{id}/bijlage': openAttachment,
  'POST /api/beheer/leads/{kind}/{id}/opnieuw-versturen': resend,
  'GET /api/beheer/tellingen': counts,
  'POST /api/beheer/gezien': seen,
  'GET /api/beheer/medewerkers': members,
  'GET /api/beheer/export': exportWorkbook,
  'POST /api/beheer/wissen': erasure,
  'GET /api/beheer/logboek': auditTrail,
  'GET /api/beheer/herkomst': leadOverview,
  'GET /api/beheer/verzending': mailStatus,
  'GET /api/beheer/gesprekken': calls,
  'POST /api/beheer/gesprekken/{id}/afloop': callOutcome,
  'POST /api/beheer/gesprekken/{id}/annuleren': cancelCall,
  'GET /api/beheer/beschikbaarheid': availabilityOf,
  'POST /api/beheer/beschikbaarheid': saveAvailability,
  'POST /api/beheer/beschikbaarheid/agenda': saveCalendar,
  'POST /api/beheer/beschikbaarheid/feed': feedAction,
  'POST /api/beheer/onderdrukking': suppression,
};

export const handler = httpHandler({ env }, async (event) => {
  const { username } = staffMember(event);
  const route = staffRoutes[event.routeKey];
  if (!route) throw new NotFoundError(`No staff route ${event.routeKey}`, 'Dit adres bestaat niet.');
  return route({ event, who: username });
});
