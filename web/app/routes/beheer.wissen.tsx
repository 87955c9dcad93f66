import { EraseView, erasureAction } from '../features/staff/erase-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.wissen';

export const meta = () => staffMeta('Persoon wissen');

export const clientAction = ({ request }: Route.ClientActionArgs) => erasureAction(request);

export default function StaffErase() {
  return <EraseView />;
}
