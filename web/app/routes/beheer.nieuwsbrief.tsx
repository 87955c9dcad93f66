import { useOutletContext } from 'react-router';
import { NewsletterView } from '../features/staff/newsletter-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Nieuwsbrief');

export default function StaffNewsletter() {
  return <NewsletterView session={useOutletContext<StaffSession>()} />;
}
