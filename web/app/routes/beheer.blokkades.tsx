import { useOutletContext } from 'react-router';
import { SuppressionView } from '../features/staff/suppression-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Blokkades');

export default function StaffSuppressions() {
  return <SuppressionView session={useOutletContext<StaffSession>()} />;
}
