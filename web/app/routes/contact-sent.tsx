import { CheckCircle2 } from '../icons/icons.tsx';
import { brand, replyTime } from '../../../shared/business-facts.ts';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bericht verstuurd',
    description: `Je bericht is goed aangekomen bij ${brand.name}. We nemen ${replyTime.promise} contact met je op.`,
    noindex: true,
  });

/** Where the contact form lands when it was sent without JavaScript. */
export default function ContactSent() {
  return (
    <StatusPage
      icon={<CheckCircle2 aria-hidden="true" className="size-12 text-success" />}
      title="Bedankt, je bericht is verstuurd"
      actions={[
        { to: '/', label: 'Naar de homepage' },
        { to: '/blog', label: 'Lees ondertussen onze blog' },
      ]}
    >
      {/* No promise of a confirmation email: this page cannot know whether a brake held it back (docs/security.md). */}
      <p>We hebben je bericht goed ontvangen en nemen {replyTime.promise} contact met je op.</p>
    </StatusPage>
  );
}
