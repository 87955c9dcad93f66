import { ArrowUpRight, CalendarDays, ClipboardList, Clock, Mail, MessageCircle, Phone } from '../icons/icons.tsx';
import { Link } from 'react-router';
import { availability, brand, claims, contact, replyTime, whatsappChatUrl } from '../../../shared/business-facts.ts';
import { PrivacyNote } from '../components/form/privacy-note.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { IconBadge } from '../components/ui/card.tsx';
import { ExampleMark, ExampleValue, exampleAttributes } from '../components/ui/example-mark.tsx';
import { ExternalLink } from '../components/ui/external-link.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section } from '../components/ui/section.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';
import { organizationData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Neem contact op met ${brand.name}: stuur een bericht, app of bel ons, of plan een gratis kennismaking. Je hoort ${replyTime.promise} van ons.`,
    path: '/contact',
    structuredData: [organizationData()],
  });

const options = [
  {
    icon: ClipboardList,
    title: 'Begin vandaag',
    text: `Vul de gratis intake in (${claims.intakeDuration}) of kies een andere manier om te starten.`,
    href: '/begin-vandaag',
    external: false,
    example: false,
  },
  {
    icon: MessageCircle,
    title: 'Stuur een WhatsApp',
    text: 'Snel een vraag stellen, gewoon vanaf je telefoon.',
    href: whatsappChatUrl,
    external: true,
    example: contact.example,
  },
  {
    icon: CalendarDays,
    title: 'Plan een kennismaking',
    text: `Een gratis gesprek van ${claims.introCallMinutes} minuten, op een moment dat jou past.`,
    href: '#gesprek',
    external: false,
    example: false,
  },
] as const;

const optionClass =
  'group flex h-full items-start gap-4 rounded-card border border-line bg-white p-5 shadow-card transition hover:border-brand-200 hover:shadow-float';

export default function Contact() {
  return (
    <>
      <PageHero
        badge={<Badge tone="accent">Reactie {replyTime.promise}</Badge>}
        title="Laten we kennismaken"
        image={{ src: '/images/hero-contact.svg', width: 560, height: 500 }}
      >
        <p>
          Heb je een vraag, een idee of wil je gewoon eens sparren? Kies wat bij je past: een bericht, een appje, een telefoontje of meteen
          een afspraak.
        </p>
      </PageHero>

      <Section tone="canvas" labelledBy="opties" className="!pb-8 sm:!pb-10">
        <h2 id="opties" className="sr-only">
          Manieren om contact op te nemen
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {options.map((option) => {
            const body = (
              <>
                <IconBadge icon={option.icon} tone={option.external ? 'brand' : 'accent'} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-bold text-ink">
                    {option.title}
                    {option.external ? <ArrowUpRight aria-hidden="true" className="size-4 text-muted group-hover:text-brand-700" /> : null}
                    {option.example ? <ExampleMark className="ml-1" /> : null}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{option.text}</span>
                </span>
              </>
            );
            return (
              <li key={option.title} {...exampleAttributes(option.example)}>
                {option.external ? (
                  <ExternalLink href={option.href} className={optionClass}>
                    {body}
                  </ExternalLink>
                ) : (
                  <Link to={option.href} className={optionClass}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="canvas" className="!pt-0">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.5fr] lg:items-start">
          <div className="rounded-card bg-brand-900 p-7 text-brand-100 shadow-float">
            <h2 className="text-xl font-bold text-white">Contactgegevens</h2>
            <ul className="mt-5 space-y-4">
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
                <a href={`mailto:${contact.email}`} className="font-medium text-white hover:underline">
                  {contact.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
                <ExampleValue example={contact.example}>
                  <a href={contact.phoneHref} className="font-medium text-white hover:underline">
                    {contact.phoneDisplay}
                  </a>
                </ExampleValue>
              </li>
              <li className="flex items-start gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                <span>
                  Telefonisch en via WhatsApp bereikbaar {availability.days} van {availability.opens} tot {availability.closes} uur
                </span>
              </li>
            </ul>
            <p className="mt-6 border-t border-white/15 pt-5 text-sm">
              Op een bericht via het formulier of WhatsApp reageren we {replyTime.promise}. Liever meteen iemand spreken? Bel ons.
            </p>
          </div>
          <section aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
              Stuur ons een bericht
            </h2>
            <p className="mt-2 mb-6 text-ink-soft">We lezen alles zelf en antwoorden persoonlijk.</p>
            <Island name="contact-form" props={{}} />
            <PrivacyNote className="mt-5" />
          </section>
        </div>
      </Section>

      <Section labelledBy="gesprek-titel" id="gesprek" className="!pt-0">
        <h2 id="gesprek-titel" className="text-2xl font-bold tracking-tight">
          Plan een kennismaking
        </h2>
        <p className="mt-2 mb-6 text-ink-soft">Kies zelf een moment voor een gratis gesprek van {claims.introCallMinutes} minuten.</p>
        <div className="max-w-3xl">
          <Island name="booking" props={{ idPrefix: 'contact-gesprek' }} />
        </div>
      </Section>

      <Section>
        <Island name="location" props={{}} />
      </Section>
    </>
  );
}
