import { Mail, MapPin, MessageCircle, Phone } from '../../icons/icons.tsx';
import { address, brand, contact, profiles, whatsappChatUrl } from '../../../../shared/business-facts.ts';
import { footerLocations, footerMore, footerServices, legalLinks, mainNav, type NavLink } from '../../content/navigation.ts';
import { ExampleValue } from '../ui/example-mark.tsx';
import { Logo } from './logo.tsx';

/** The footer's site navigation: where the header's menu button leads when JavaScript does not run. */
export const footerNavId = 'navigatie';

function LinkColumn({ title, items, id }: { title: string; items: readonly NavLink[]; id?: string }) {
  return (
    <div id={id}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-[0.95rem]">
        {items.map((item) => (
          <li key={item.to}>
            <a href={item.to}>{item.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-[0.95rem] leading-relaxed">
            Persoonlijke begeleiding van idee tot een draaiend bedrijf, met een plan dat bij jou past.
          </p>
          {/* The icons' links are flex rows with a gap, which spaces the icon from its text. */}
          <ul className="mt-6 space-y-2.5 text-[0.95rem]">
            <li>
              <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4" />
                {contact.email}
              </a>
            </li>
            <li>
              <ExampleValue example={contact.example}>
                <a href={contact.phoneHref} className="inline-flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4" />
                  {contact.phoneDisplay}
                </a>
              </ExampleValue>
            </li>
            <li>
              <ExampleValue example={contact.example}>
                <a href={whatsappChatUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2">
                  <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
                  <span className="sr-only"> (opent in een nieuw tabblad)</span>
                </a>
              </ExampleValue>
            </li>
            <li className="inline-flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <ExampleValue example={address.example}>{`${address.street}, ${address.postalCode} ${address.city}`}</ExampleValue>
              </span>
            </li>
          </ul>
        </div>
        <LinkColumn title="Navigatie" items={[...mainNav, ...footerMore]} id={footerNavId} />
        <LinkColumn title="Diensten" items={footerServices} />
        <LinkColumn title="Locaties" items={footerLocations} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <ExampleValue example={brand.example}>
              {`© ${year} ${brand.legalName} · KvK ${brand.kvkNumber} · btw ${brand.vatNumber}`}
            </ExampleValue>
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((item) => (
              <li key={item.to}>
                <a href={item.to}>{item.label}</a>
              </li>
            ))}
            {/* A profile nobody here owns yet is named with its mark and linked nowhere (business-facts.ts, profiles). */}
            {profiles.map((profile) => (
              <li key={profile.name}>
                {profile.example ? (
                  <ExampleValue example>{profile.name}</ExampleValue>
                ) : (
                  <a href={profile.url} target="_blank" rel="noopener noreferrer">
                    {profile.name}
                    <span className="sr-only"> (opent in een nieuw tabblad)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
