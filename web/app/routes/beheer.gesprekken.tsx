import { useOutletContext } from 'react-router';
import { CallsView } from '../features/staff/calls-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Gesprekken');

export default function StaffGesprekken() {
  return <CallsView session={useOutletContext<StaffSession>()} />;
}
