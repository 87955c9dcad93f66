import { Clock, Mail, ShieldCheck } from '../icons/icons.tsx';
import { claims, contact, replyTime } from '../../../shared/business-facts.ts';
import { PrivacyNote } from '../components/form/privacy-note.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Gratis intake: vertel ons over je plannen',
    description: `Vertel in tien korte stappen wat je wilt starten en waar je hulp bij zoekt. Gratis en vrijblijvend; je hoort ${replyTime.promise} van ons.`,
    path: '/start',
  });

const promises = [
  { icon: Clock, text: `Klaar in ${claims.intakeDuration}` },
  { icon: Mail, text: `Een reactie ${replyTime.promise}` },
  { icon: ShieldCheck, text: 'Gratis en vrijblijvend' },
];

export default function Start() {
  return (
    <div className="bg-canvas">
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Gratis intake</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Vertel ons over je plannen</h1>
        <p className="mt-3 text-lg text-ink-soft">
          In tien korte stappen vertel je wat je wilt starten, waar je nu staat en waar je hulp bij zoekt. Je antwoorden blijven bewaard
          zolang dit tabblad openstaat, dus herladen of even een andere pagina bekijken kan gewoon.
        </p>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-soft">
          {promises.map((promise) => (
            <li key={promise.text} className="inline-flex items-center gap-2">
              <promise.icon aria-hidden="true" className="size-4 text-brand-700" /> {promise.text}
            </li>
          ))}
        </ul>
        <noscript>
          <p className="mt-6 rounded-control bg-accent-50 p-4 text-accent-700">
            Voor de intake heb je JavaScript nodig. Werkt dat nu niet? Stuur ons dan een bericht via{' '}
            <a href="/contact" className="font-semibold underline">
              het contactformulier
            </a>{' '}
            of mail naar{' '}
            <a href={`mailto:${contact.email}`} className="font-semibold underline">
              {contact.email}
            </a>
            .
          </p>
        </noscript>
        <div className="mt-8">
          <Island name="intake" props={{}} />
        </div>
        <PrivacyNote className="mt-6">
          Wat we met je antwoorden en bestanden doen, wanneer bestanden je apparaat verlaten en hoe lang we alles bewaren,
        </PrivacyNote>
      </div>
    </div>
  );
}
