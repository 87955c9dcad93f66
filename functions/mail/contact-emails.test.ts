import { confirmationPlaces } from '../../shared/api-limits.ts';
import { describe, expect, it } from 'vitest';
import { contact, replyTime } from '../../shared/business-facts.ts';
import { staffNotificationEmail, visitorConfirmationEmail, type ContactEmailData } from './contact-emails.ts';
import { subjectLine } from './layout.ts';

const options = { siteUrl: 'https://www.startsprong.nl' };

const message: ContactEmailData = {
  id: '6f1c2a4e-3b8d-4c55-9a0e-1f2d3c4b5a69',
  name: 'Marie de Vries',
  email: 'marie@example.nl',
  phone: '06 11 22 33 44',
  message: 'Hoi!\nIk wil graag een webshop starten.',
  created_at: '2025-06-03T12:05:00.000Z',
  email_status: {},
};

const hostile: ContactEmailData = {
  ...message,
  name: '<script>alert(1)</script>',
  email: 'x"><img src=x onerror=alert(1)>@example.nl',
  phone: `"><img onerror=alert('x')>`,
  message: 'Tom & Jerry <b>vet</b>\r\n"><img onerror=alert(1)>',
};

describe('the staff notification', () => {
  it('names the visitor in the subject and lists every field under a Dutch label', () => {
    // Act
    const email = staffNotificationEmail(message, options);
    // Assess
    expect(email.subject).toBe('Nieuw contactbericht van Marie de Vries');
    for (const body of [email.html, email.text]) {
      expect(body).toContain('Naam');
      expect(body).toContain('Marie de Vries');
      expect(body).toContain('E-mailadres');
      expect(body).toContain('marie@example.nl');
      expect(body).toContain('Telefoonnummer');
      expect(body).toContain('06 11 22 33 44');
      expect(body).toContain('dinsdag 3 juni 2025 om 14:05');
      expect(body).toContain('Ik wil graag een webshop starten.');
      expect(body).toContain(message.id);
    }
    expect(email.text).toContain('> Hoi!\n> Ik wil graag een webshop starten.');
    expect(email.html).toContain('Hoi!<br>\nIk wil graag een webshop starten.');
  });

  it('says where the visitor came from, and that it is unknown when the form sent nothing', () => {
    const attribution = { landingPath: '/blog/zzp-of-bv', utmSource: 'nieuwsbrief', utmCampaign: 'voorjaar' };

    const email = staffNotificationEmail({ ...message, attribution }, options);
    const without = staffNotificationEmail(message, options);

    expect(email.text).toContain('Herkomst: Via nieuwsbrief, campagne voorjaar, binnengekomen op /blog/zzp-of-bv');
    expect(email.html).toContain('Via nieuwsbrief, campagne voorjaar, binnengekomen op /blog/zzp-of-bv');
    expect(without.text).toContain('Herkomst: Onbekend (niet meegestuurd)');
  });

  it('says when the phone number was not given', () => {
    const email = staffNotificationEmail({ ...message, phone: null }, options);
    expect(email.text).toContain('Telefoonnummer: Niet opgegeven');
  });

  it('escapes hostile values in the HTML and strips line breaks from the subject', () => {
    const email = staffNotificationEmail({ ...hostile, name: 'Eve\r\nBcc: victim@example.nl <script>' }, options);
    expect(email.subject).toBe('Nieuw contactbericht van Eve Bcc: victim@example.nl <script>');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain('&quot;&gt;&lt;img onerror=alert(&#39;x&#39;)&gt;');
    expect(email.html).toContain('Tom &amp; Jerry &lt;b&gt;vet&lt;/b&gt;');
  });
});

describe('the visitor confirmation', () => {
  it('greets the visitor by first name in the je-form and promises the one reply time', () => {
    const email = visitorConfirmationEmail(message, options);
    expect(email.subject).toBe('We hebben je bericht ontvangen | Startsprong');
    for (const body of [email.html, email.text]) {
      expect(body).toContain('Hoi Marie,');
      expect(body).toContain(`antwoorden je ${replyTime.promise}`);
      expect(body).toContain(contact.phoneDisplay);
      expect(body).toContain(contact.email);
    }
    expect(email.html).toContain('<html lang="nl">');
  });

  it("carries nothing the visitor typed: no message, phone or address, so it cannot relay a stranger's words", () => {
    const email = visitorConfirmationEmail(
      {
        ...message,
        message: 'Win een prijs op https://evil.example/claim',
        phone: '06 99 88 77 66',
        email: 'victim@example.nl',
        attribution: { landingPath: '/evil-example-pad', referrerHost: 'evil.example', utmCampaign: 'Win een prijs' },
      },
      options,
    );
    for (const body of [email.html, email.text]) {
      expect(body).not.toContain('Herkomst');
      expect(body).not.toContain('evil-example-pad');
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('Win een prijs');
      expect(body).not.toContain('06 99 88 77 66');
      expect(body).not.toContain('victim@example.nl');
    }
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['Klik op https://evil.example'],
    ['evil.example'],
    ['Bel 0900 1234'],
    ['Gratis geld voor iedereen die nu klikt op de knop'],
  ])('greets without a name when the name does not look like one (%s)', (name) => {
    const email = visitorConfirmationEmail({ ...hostile, name }, options);
    expect(email.text).toContain('Hoi,');
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.text).not.toMatch(/evil|0900|Gratis|script/);
  });
});

describe('the staff notification about the brakes', () => {
  it('says plainly that the confirmation was not sent because the address reached its daily cap', () => {
    const email = staffNotificationEmail(
      { ...message, email_status: { visitor_confirmation: { state: 'skipped', skipped_at: message.created_at, reason: 'recipient_cap' } } },
      options,
    );
    // Contact and intake leave the mailbox's last place of the day to its owner's newsletter sign-up.
    const places = confirmationPlaces({ waitsForConfirmation: false });
    expect(email.text).toContain(
      `de bevestiging aan de bezoeker is niet verstuurd, omdat dit e-mailadres vandaag al ${places} bevestigingen`,
    );
  });

  it('says when the lead came from a client that hit a limit, or looks automated', () => {
    const email = staffNotificationEmail({ ...message, abuse_flags: ['client_limited', 'probably_automated'] }, options);
    expect(email.text).toContain('te veel verzoeken stuurde');
    expect(email.text).toContain('waarschijnlijk automatisch verstuurd');
    expect(staffNotificationEmail(message, options).text).not.toContain('Let op');
  });
});

describe('email layout helpers', () => {
  it('turns any line break or tab in a subject into one space', () => {
    expect(subjectLine(' a\r\nb\n\nc\td\u2028e ')).toBe('a b c d e');
  });
});
