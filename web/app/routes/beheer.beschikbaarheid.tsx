import { availabilityAction, AvailabilityView, loadAvailability } from '../features/staff/availability-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.beschikbaarheid';

export const meta = () => staffMeta('Beschikbaarheid');

export const clientLoader = () => loadAvailability();

export const clientAction = ({ request }: Route.ClientActionArgs) => availabilityAction(request);

export default function StaffBeschikbaarheid({ loaderData }: Route.ComponentProps) {
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <AvailabilityView data={loaderData} />;
}
