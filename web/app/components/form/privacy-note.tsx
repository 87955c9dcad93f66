import { links } from '../../../../shared/business-facts.ts';

/**
 * The line under every form that sends us something (contact, intake, newsletter, the call booking, the
 * newsletter's confirm and unsubscribe buttons): where the privacy statement is, so a visitor can read what
 * happens to what they send before they send it (art. 12 and 13 AVG). A plain link, so it works before and
 * without hydration; `children` says in a few words what this form sends. tests/built-pages.test.ts holds
 * every form on the site to it.
 */
export function PrivacyNote({ children, className = '' }: { children?: string; className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`} data-privacy-note="">
      {`${children ?? 'Wat we met je gegevens doen en hoe lang we ze bewaren,'} lees je in onze `}
      <a href={links.privacy} className="font-medium text-brand-700 underline">
        privacyverklaring
      </a>
      .
    </p>
  );
}
