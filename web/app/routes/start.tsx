import { Mail, Phone } from 'lucide-react';
import { contact, replyTimes } from '../../../shared/business-facts.ts';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Gratis intake: vertel ons over je plannen',
    description: `Vertel in tien korte stappen wat je wilt starten en waar je hulp bij zoekt. Gratis en vrijblijvend; binnen ${replyTimes.intakeHours} uur hoor je van ons.`,
    path: '/start',
  });

export default function Start() {
  return (
    <PageIntro eyebrow="Gratis intake" title="Vertel ons over je plannen">
      <p>
        In tien korte stappen vertel je wat je wilt starten, waar je nu staat en waar je hulp bij zoekt. Het kost je 3
        tot 5 minuten, en binnen {replyTimes.intakeHours} uur hoor je van ons wat we voor je kunnen doen.
      </p>
      <p>Liever meteen iemand spreken? Dat kan natuurlijk ook:</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-base">
        <li>
          <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Mail aria-hidden="true" className="size-4" /> {contact.email}
          </a>
        </li>
        <li>
          <a href={contact.phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Phone aria-hidden="true" className="size-4" /> {contact.phoneDisplay}
          </a>
        </li>
      </ul>
    </PageIntro>
  );
}
