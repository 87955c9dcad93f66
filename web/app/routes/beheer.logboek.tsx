import { useOutletContext } from 'react-router';
import { AuditView } from '../features/staff/audit-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Logboek');

export default function StaffAuditTrail() {
  return <AuditView session={useOutletContext<StaffSession>()} />;
}
