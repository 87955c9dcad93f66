import { AuditView, loadAuditTrail } from '../features/staff/audit-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.logboek';

export const meta = () => staffMeta('Logboek');

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadAuditTrail(request);

export default function StaffAuditTrail({ loaderData }: Route.ComponentProps) {
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <AuditView data={loaderData} />;
}
