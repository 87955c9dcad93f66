import { useOutletContext } from 'react-router';
import { EraseView } from '../features/staff/erase-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Persoon wissen');

export default function StaffErase() {
  return <EraseView session={useOutletContext<StaffSession>()} />;
}
