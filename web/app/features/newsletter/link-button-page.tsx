import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { Button } from '../../components/ui/button-base.tsx';
import { Island } from '../../lib/island.tsx';

/**
 * The page a newsletter email's link opens: one button that posts to the API. Mail scanners open every
 * link they find; only a person presses the button, so only a person confirms or unsubscribes. The form is
 * a plain POST that works without JavaScript. The link's id and token are copied into the form once the
 * page runs; without JavaScript the API reads them from the page's own address (Referer), which the
 * site's referrer policy sends in full to its own origin.
 */
export function LinkButtonPage({
  icon,
  title,
  action,
  buttonLabel,
  children,
}: {
  icon: ReactNode;
  title: string;
  action: string;
  buttonLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      {icon}
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight">{title}</h1>
      <div className="mt-5 max-w-xl space-y-3 text-lg text-ink-soft">{children}</div>
      <Island name="link-button" props={{ action, buttonLabel }} />
      <PrivacyNote className="mt-6">Wat we met je e-mailadres doen,</PrivacyNote>
    </section>
  );
}

/** The page's one island: the form, which copies the link's id and token in once it runs. */
export function LinkButtonForm({ action, buttonLabel }: { action: string; buttonLabel: string }) {
  // The prerendered HTML cannot know the link; reading it after hydration keeps server and client markup equal.
  const [link, setLink] = useState({ id: '', token: '' });
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React and unknown while prerendering
    setLink({ id: query.get('id') ?? '', token: query.get('token') ?? '' });
  }, []);

  return (
    <form method="post" action={action} className="mt-8">
      <input type="hidden" name="id" value={link.id} />
      <input type="hidden" name="token" value={link.token} />
      <Button type="submit" size="lg">
        {buttonLabel}
      </Button>
    </form>
  );
}
