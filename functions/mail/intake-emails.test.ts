import { describe, expect, it } from 'vitest';
import { availability, contact, replyTime } from '../../shared/business-facts.ts';
import type { IntakeRow, StoredFile } from '../records/intake-record.ts';
import { planIntakeEmails } from '../kinds/intake.ts';
import { intakeStaffEmail, intakeVisitorEmail } from './intake-emails.ts';

const MB = 1024 * 1024;
const id = '0b0f2c1e-6a3d-4f0e-9c1b-2d3e4f5a6b7c';
const options = { siteUrl: 'https://www.startsprong.nl' };

const file = (name: string, size: number, type = 'application/pdf'): StoredFile => ({
  name,
  key: `intake/${id}/${name.length}-${size}.pdf`,
  size,
  type,
});

function rowOf(overrides: Partial<IntakeRow> = {}): IntakeRow {
  return {
    id,
    kind: 'intake',
    first_name: 'Sanne',
    email: 'sanne@voorbeeld.nl',
    phone: '06 12 34 56 78',
    age: 29,
    city: 'Zeist',
    business_type: 'app-software',
    app_description: 'Een app voor afspraken',
    current_stage: 'few-clients',
    existing_assets: ['kvk-registration', 'website'],
    help_needed: ['branding', 'something-else'],
    help_other: 'Hulp bij een pitch',
    timeline: '1-month',
    budget: 'average',
    dream_description: 'Een eigen studio.\nMet vaste klanten.',
    uploaded_files: [],
    created_at: '2025-06-03T12:05:00.000Z',
    email_status: {},
    ...overrides,
  };
}

const hostile = rowOf({
  first_name: '<script>alert(1)</script>',
  email: 'x"><img src=x onerror=alert(1)>@voorbeeld.nl',
  city: '<img src=x onerror=alert(2)>',
  app_description: '"><iframe src=//evil>',
  help_other: "<a href='javascript:alert(3)'>klik</a>",
  dream_description: 'Tom & Jerry <b>vet</b>\r\n</div><script>x()</script>',
  uploaded_files: [file('<img src=x onerror=alert(4)>.pdf', 2 * MB), file('"><svg onload=alert(5)>.pdf', 9 * MB)],
});

describe('the intake staff notification', () => {
  it('shows every answer under its Dutch label, with option keys as their labels', () => {
    // Act
    const email = intakeStaffEmail(rowOf(), options);

    // Assess
    expect(email.subject).toBe('Nieuwe intake van Sanne: App of software');
    for (const line of [
      'Voornaam: Sanne',
      'E-mailadres: sanne@voorbeeld.nl',
      'Telefoonnummer: 06 12 34 56 78',
      'Leeftijd: 29',
      'Woonplaats: Zeist',
      'Wat wil je starten: App of software',
      'Over de app: Een app voor afspraken',
      'Waar sta je nu: Ik heb al een paar klanten',
      'Wat heb je al: KvK-inschrijving, Website',
      'Hulp nodig bij: Branding: logo en huisstijl, Iets anders',
      'Hulp nodig bij (iets anders): Hulp bij een pitch',
      'Wanneer starten: Binnen een maand',
      'Budget: € 2.000 tot € 5.000',
      'Kenmerk: 0b0f2c1e',
      '> Een eigen studio.\n> Met vaste klanten.',
      'Er zijn geen bijlagen meegestuurd.',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain(replyTime.promise);
    expect(email.html).toContain('Ik heb al een paar klanten');
    expect(email.text).not.toContain('few-clients');
  });

  it('labels the two "other" answers apart and names the other business in the subject', () => {
    const email = intakeStaffEmail(
      rowOf({ business_type: 'other', business_other: 'Een foodtruck', app_description: null, help_other: 'Een pitch' }),
      options,
    );

    expect(email.subject).toBe('Nieuwe intake van Sanne: Iets anders: Een foodtruck');
    expect(email.text).toContain('Wat wil je starten (iets anders): Een foodtruck');
    expect(email.text).toContain('Hulp nodig bij (iets anders): Een pitch');
    expect(email.text).not.toContain('Toelichting');
  });

  it('reads a row stored with the old single "other" field under the question it answered', () => {
    const email = intakeStaffEmail(
      rowOf({ business_type: 'other', app_description: null, help_needed: ['branding'], help_other: 'Een foodtruck' }),
      options,
    );

    expect(email.subject).toBe('Nieuwe intake van Sanne: Iets anders: Een foodtruck');
    expect(email.text).toContain('Wat wil je starten (iets anders): Een foodtruck');
    expect(email.text).not.toContain('Hulp nodig bij (iets anders)');
  });

  it('says where the visitor came from', () => {
    const email = intakeStaffEmail(rowOf({ attribution: { landingPath: '/zeist', referrerHost: 'www.google.nl' } }), options);

    expect(email.text).toContain('Herkomst: Via Google, binnengekomen op /zeist');
  });

  it('says which optional answers were not given', () => {
    const email = intakeStaffEmail(rowOf({ phone: null, age: null, city: null }), options);
    expect(email.text).toContain('Telefoonnummer: Niet opgegeven');
    expect(email.text).toContain('Leeftijd: Niet opgegeven');
    expect(email.text).toContain('Woonplaats: Niet opgegeven');
  });

  it('links to the intake in the staff area on the site it was sent from, before the answers', () => {
    // Act
    const email = intakeStaffEmail(rowOf(), options);

    // Assess
    const link = `https://www.startsprong.nl/beheer/leads/intake/${id}`;
    expect(email.text).toContain(`Open de intake in het beheer: ${link}`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text.indexOf(link)).toBeLessThan(email.text.indexOf('Voornaam:'));
  });

  it('names each file with its size and sends none along, nor any link to one', () => {
    // Prepare
    const small = file('ondernemingsplan.pdf', 1.2 * MB);
    const large = file('presentatie.pdf', 9.6 * MB);
    const row = rowOf({ uploaded_files: [small, large] });

    // Act
    const email = intakeStaffEmail(row, options);

    // Assess
    expect(email.text).toContain('Bijlagen (2)');
    expect(email.text).toContain('> ondernemingsplan.pdf (1,2 MB)\n> presentatie.pdf (9,6 MB)');
    expect(email.text).toContain('De bijlagen open je in het beheer');
    for (const body of [email.text, email.html]) expect(body).not.toContain(large.key);
    expect(email.html.match(/href="/g)).toHaveLength(4);
  });

  it('escapes every hostile value in the HTML and keeps line breaks out of the subject', () => {
    // Act
    const email = intakeStaffEmail({ ...hostile, first_name: 'Eve\r\nBcc: victim@voorbeeld.nl' }, options);
    const escapedEmail = intakeStaffEmail(hostile, options);

    // Assess
    expect(email.subject).toBe('Nieuwe intake van Eve Bcc: victim@voorbeeld.nl: App of software');
    for (const body of [email.html, escapedEmail.html]) {
      expect(body).not.toMatch(/<script|<img|<iframe|<svg|<a href='javascript|<b>/);
      expect(body).toContain('Tom &amp; Jerry &lt;b&gt;vet&lt;/b&gt;');
      // File names arrive cleaned of markup characters as well as escaped.
      expect(body).toContain('_img src=x onerror=alert(4)_.pdf');
      expect(body).toContain('___svg onload=alert(5)_.pdf');
    }
    expect(escapedEmail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapedEmail.html).toContain('x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@voorbeeld.nl');
  });
});

describe('the intake confirmation to the visitor', () => {
  it('greets them once by first name and summarises their answers in Dutch', () => {
    // Act
    const email = intakeVisitorEmail(rowOf({ first_name: 'Sanne de Vries', uploaded_files: [file('plan.pdf', MB)] }), options);

    // Assess
    expect(email.subject).toBe('We hebben je intake ontvangen | Startsprong');
    expect(email.text).toMatch(/^Hoi Sanne,$/m);
    expect(email.text.match(/Sanne/g)).toHaveLength(1);
    for (const line of [
      'Je wilt starten: App of software',
      'Waar je nu staat: Ik heb al een paar klanten',
      'Hulp bij: Branding: logo en huisstijl, Iets anders',
      'Wanneer: Binnen een maand',
      'Budget: € 2.000 tot € 5.000',
      'Bijlagen: 1',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('carries nothing typed: no dream description, no "other" text, no file names, not where they came from', () => {
    const email = intakeVisitorEmail(
      rowOf({
        business_type: 'other',
        business_other: 'Win een iPhone op https://prijs.example',
        dream_description: 'Bezoek https://evil.example',
        help_other: 'Koop nu',
        uploaded_files: [file('klik-hier.pdf', MB)],
        attribution: { landingPath: '/koop-hier', referrerHost: 'evil.example', utmCampaign: 'Koop nu' },
      }),
      options,
    );
    for (const body of [email.html, email.text, email.subject])
      expect(body).not.toMatch(/evil\.example|prijs\.example|iPhone|Koop nu|klik-hier|koop-hier|Herkomst/);
    expect(email.text).toContain('Je wilt starten: Iets anders');
  });

  it('says what happens next, the one-working-day reply and how to reach the agency', () => {
    const email = intakeVisitorEmail(rowOf(), options);
    expect(email.text).toContain(replyTime.promise);
    expect(email.text).toContain('Zo gaat het verder');
    expect(email.text).toContain(contact.phoneDisplay);
    expect(email.text).toContain(contact.email);
    expect(email.text).toContain(`${availability.opens} tot ${availability.closes}`);
    expect(email.text).toContain('Bijlagen: Geen');
  });

  it('escapes every hostile value in the HTML', () => {
    const email = intakeVisitorEmail(hostile, options);
    expect(email.html).not.toMatch(/<script|<img|<svg|<b>/);
    expect(email.text).toMatch(/^Hoi,$/m);
  });
});

describe('planIntakeEmails', () => {
  const config = { senderEmail: 'noreply@startsprong.nl', staffEmail: 'staff@startsprong.nl', siteUrl: 'https://www.startsprong.nl' };

  it('sends staff the notification Reply-To the visitor, and the visitor a confirmation Reply-To staff', () => {
    // Act
    const [toStaff, toVisitor] = planIntakeEmails(rowOf({ uploaded_files: [file('groot.pdf', 8 * MB)] }), config);

    // Assess
    expect([toStaff!.name, toStaff!.to, toStaff!.replyTo]).toEqual(['staff_notification', 'staff@startsprong.nl', 'sanne@voorbeeld.nl']);
    expect([toVisitor!.name, toVisitor!.to, toVisitor!.replyTo]).toEqual([
      'visitor_confirmation',
      'sanne@voorbeeld.nl',
      'staff@startsprong.nl',
    ]);
  });

  it('leaves out the emails the row says were sent', () => {
    const sent = { state: 'sent', sent_at: '2025-06-03T12:06:00.000Z', message_id: 'ses-1' } as const;
    const emails = planIntakeEmails(rowOf({ email_status: { staff_notification: sent } }), config);
    expect(emails.map((email) => email.name)).toEqual(['visitor_confirmation']);
  });
});
