import { staffAreaPath } from '../../../shared/staff.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import type { RouteHandle } from '../route-handle.ts';

/** The staff area is a React Router app in the browser (web/app/route-handle.ts). */
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta('Afgemeld');

/** Where sign-out lands, after the refresh token was revoked and the sign-in session ended. */
export default function StaffSignedOut() {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold">Je bent afgemeld</h1>
      <p className="mt-4 text-lg text-ink-soft">Je sessie is beëindigd. Sluit dit venster als je op een gedeelde computer werkt.</p>
      <ButtonLink to={staffAreaPath} className="mt-6">
        Opnieuw aanmelden
      </ButtonLink>
    </div>
  );
}
