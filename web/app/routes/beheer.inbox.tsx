import { useOutletContext } from 'react-router';
import { InboxView } from '../features/staff/inbox-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Leads');

export default function StaffInbox() {
  return <InboxView session={useOutletContext<StaffSession>()} />;
}
