import { useOutletContext, type ShouldRevalidateFunctionArgs } from 'react-router';
import { inboxAction, InboxView, loadInbox } from '../features/staff/inbox-view.tsx';
import type { StaffSession } from '../features/staff/session.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.inbox';

export const meta = () => staffMeta('Leads');

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadInbox(request);

export const clientAction = ({ request }: Route.ClientActionArgs) => inboxAction(request);

/** Marking leads as seen changes nothing on the page: this visit still shows what was new. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? false : defaultShouldRevalidate;

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const session = useOutletContext<StaffSession>();
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <InboxView session={session} data={loaderData} />;
}
