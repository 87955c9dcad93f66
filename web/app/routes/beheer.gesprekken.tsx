import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { callOutcomeAction, callsShouldRevalidate, CallsView, loadCalls } from '../features/staff/calls-view.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { Route } from './+types/beheer.gesprekken';

export const meta = () => staffMeta('Gesprekken');

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadCalls(request);

export const clientAction = ({ request }: Route.ClientActionArgs) => callOutcomeAction(request);

export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  callsShouldRevalidate(formMethod, defaultShouldRevalidate);

export default function StaffGesprekken({ loaderData }: Route.ComponentProps) {
  // Null only without a signed-in session, when the layout shows no page at all.
  return loaderData && <CallsView data={loaderData} />;
}
