import { Link } from 'react-router';

const links = [
  { key: 'inbox', to: '/beheer', label: 'Leads' },
  { key: 'gesprekken', to: '/beheer/gesprekken', label: 'Gesprekken' },
  { key: 'beschikbaarheid', to: '/beheer/beschikbaarheid', label: 'Beschikbaarheid' },
  { key: 'nieuwsbrief', to: '/beheer/nieuwsbrief', label: 'Nieuwsbrief' },
  { key: 'herkomst', to: '/beheer/herkomst', label: 'Herkomst' },
  { key: 'logboek', to: '/beheer/logboek', label: 'Logboek' },
  { key: 'blokkades', to: '/beheer/blokkades', label: 'Blokkades' },
  { key: 'wissen', to: '/beheer/wissen', label: 'Persoon wissen' },
] as const;

/** The staff area's own menu; the current page is marked for screen readers as well as by sight. */
export function StaffNav({ current }: { current?: (typeof links)[number]['key'] }) {
  return (
    <nav aria-label="Beheer" className="mb-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={current === link.key ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center underline-offset-4 ${current === link.key ? 'font-bold text-ink underline' : 'text-brand-700 hover:underline'}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
