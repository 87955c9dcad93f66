import { Mail, MessageCircle, Phone } from '../../icons/icons.tsx';
import type { LeadDetail } from '../../../../shared/staff-inbox.ts';
import { buttonClass } from '../../components/ui/button.tsx';

/** "06 12345678": the national number with a space after the area code, as people read it aloud. */
function readable(national: string): string {
  return national.startsWith('06') ? `06 ${national.slice(2)}` : `${national.slice(0, 3)} ${national.slice(3)}`;
}

/**
 * Reaching the lead from their page: a reply in the staff's own mail app with a Dutch subject and greeting
 * filled in, a call, and WhatsApp for a mobile number. Buttons of a thumb's size that wrap on a phone.
 */
export function LeadContact({ detail }: { detail: Pick<LeadDetail, 'email' | 'contact' | 'name'> }) {
  const { replySubject, replyBody, phone } = detail.contact;
  const mailto = `mailto:${encodeURIComponent(detail.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject)}&body=${encodeURIComponent(replyBody)}`;
  const who = detail.name || detail.email;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label={`Contact opnemen met ${who}`}>
      <li>
        <a href={mailto} className={buttonClass('primary')}>
          <Mail aria-hidden="true" className="size-5" />
          Mail {who}
        </a>
      </li>
      {phone && (
        <li>
          <a href={`tel:${phone.international}`} className={buttonClass('secondary')}>
            <Phone aria-hidden="true" className="size-5" />
            Bel {readable(phone.national)}
          </a>
        </li>
      )}
      {phone?.mobile && (
        <li>
          <a
            href={`https://wa.me/${phone.international.slice(1)}?text=${encodeURIComponent(replyBody.trim())}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('secondary')}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            WhatsApp<span className="sr-only"> (opent in een nieuw venster)</span>
          </a>
        </li>
      )}
    </ul>
  );
}
