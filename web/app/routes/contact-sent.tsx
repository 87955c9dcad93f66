import { CheckCircle2 } from 'lucide-react';
import { replyTimes } from '../../../shared/business-facts.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bericht verzonden',
    description: 'Je bericht is goed aangekomen bij Startsprong. We nemen binnen 48 uur contact met je op.',
    noindex: true,
  });

/** Where the contact form lands when it was sent without JavaScript. */
export default function ContactSent() {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight">Bedankt, je bericht is verzonden</h1>
      <p className="mt-5 max-w-xl text-lg text-ink-soft">
        We hebben je bericht goed ontvangen en nemen binnen {replyTimes.contactHours} uur contact met je op. Je krijgt
        ook een bevestiging per e-mail.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/" size="lg">
          Naar de homepage
        </ButtonLink>
        <ButtonLink to="/blog" variant="secondary" size="lg">
          Lees ondertussen onze blog
        </ButtonLink>
      </div>
    </section>
  );
}
