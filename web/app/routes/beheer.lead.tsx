import { useOutletContext, type ShouldRevalidateFunctionArgs } from 'react-router';
import { leadAction, leadShouldRevalidate, LeadView, loadLead, type LeadActionResult } from '../features/staff/lead-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.lead';

export const meta = () => staffMeta('Lead');

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadLead(params);

export const clientAction = ({ request, params }: Route.ClientActionArgs) => leadAction(request, params);

export const shouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  leadShouldRevalidate(actionResult as LeadActionResult | null | undefined, defaultShouldRevalidate);

export default function StaffLead({ loaderData, params }: Route.ComponentProps) {
  const session = useOutletContext<StaffSession>();
  // Keyed by the lead, so moving to the same person's other lead starts that page afresh.
  return loaderData && <LeadView key={`${params.kind}/${params.id}`} session={session} data={loaderData} />;
}
