import { loadOverview, OverviewView } from '../features/staff/overview-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.herkomst';

export const meta = () => staffMeta('Herkomst');

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOverview(request);

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <OverviewView data={loaderData} />;
}
