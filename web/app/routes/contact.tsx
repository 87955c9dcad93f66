import { CalendarDays, ClipboardList, Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { availability, contact, links, replyTimes, whatsappChatUrl } from '../../../shared/business-facts.ts';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Neem contact op met Startsprong: stuur een bericht, app of bel ons, of plan een gratis kennismaking. Je hoort binnen ${replyTimes.contactHours} uur van ons.`,
    path: '/contact',
  });

const options = [
  { icon: ClipboardList, title: 'Vul de gratis intake in', text: 'In 3 tot 5 minuten weten wij wat je nodig hebt.', href: '/begin-vandaag', external: false },
  { icon: MessageCircle, title: 'Stuur een WhatsApp', text: 'Snel een vraag stellen, gewoon vanaf je telefoon.', href: whatsappChatUrl, external: true },
  { icon: CalendarDays, title: 'Plan een kennismaking', text: 'Een gratis gesprek van 30 minuten, op een moment dat jou past.', href: links.schedulingIntroCall, external: true },
];

export default function Contact() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Laten we kennismaken">
        <p>
          Heb je een vraag, een idee of wil je gewoon eens sparren? Stuur een bericht, app of bel ons. We reageren op
          elk bericht binnen {replyTimes.contactHours} uur.
        </p>
      </PageIntro>
      <div className="container-page grid gap-10 py-16 lg:grid-cols-[1fr_1.35fr]">
        <div className="space-y-8">
          <ul className="space-y-3">
            {options.map((option) => (
              <li key={option.title}>
                <a
                  href={option.href}
                  {...(option.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="flex items-start gap-4 rounded-card border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50"
                >
                  <option.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-ink">
                      {option.title}
                      {option.external ? <span className="sr-only"> (opent in een nieuw tabblad)</span> : null}
                    </span>
                    <span className="block text-sm text-ink-soft">{option.text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="rounded-card bg-brand-900 p-6 text-brand-100">
            <h2 className="text-lg font-bold text-white">Contactgegevens</h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5" />
                <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">{contact.email}</a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5" />
                <a href={contact.phoneHref} className="hover:text-white hover:underline">{contact.phoneDisplay}</a>
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  Bereikbaar {availability.days} van {availability.opens} tot {availability.closes} uur
                </span>
              </li>
            </ul>
          </div>
        </div>
        <section aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
            Stuur ons een bericht
          </h2>
          <p className="mt-2 mb-6 text-ink-soft">We lezen alles zelf en antwoorden persoonlijk.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
