import { useOutletContext } from 'react-router';
import { OverviewView } from '../features/staff/overview-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Herkomst');

export default function StaffOverview() {
  return <OverviewView session={useOutletContext<StaffSession>()} />;
}
