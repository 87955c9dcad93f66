import { useOutletContext, useParams } from 'react-router';
import { LeadView } from '../features/staff/lead-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Lead');

export default function StaffLead() {
  const { kind = '', id = '' } = useParams();
  // Keyed by the lead, so moving to the same person's other lead starts that page afresh.
  return <LeadView key={`${kind}/${id}`} session={useOutletContext<StaffSession>()} kind={kind} id={id} />;
}
