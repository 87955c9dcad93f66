import { useOutletContext } from 'react-router';
import { loadSubscribers, NewsletterView } from '../features/staff/newsletter-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.nieuwsbrief';

export const meta = () => staffMeta('Nieuwsbrief');

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadSubscribers(request);

export default function StaffNewsletter({ loaderData }: Route.ComponentProps) {
  const session = useOutletContext<StaffSession>();
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <NewsletterView session={session} data={loaderData} />;
}
