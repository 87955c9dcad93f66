import { SuppressionView, suppressionAction } from '../features/staff/suppression-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.blokkades';

export const meta = () => staffMeta('Blokkades');

export const clientAction = ({ request }: Route.ClientActionArgs) => suppressionAction(request);

export default function StaffSuppressions() {
  return <SuppressionView />;
}
