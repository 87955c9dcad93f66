import { useOutletContext } from 'react-router';
import { AvailabilityView } from '../features/staff/availability-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Beschikbaarheid');

export default function StaffBeschikbaarheid() {
  return <AvailabilityView session={useOutletContext<StaffSession>()} />;
}
