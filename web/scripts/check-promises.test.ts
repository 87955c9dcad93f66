import { describe, expect, it } from 'vitest';
import { otherReplyPromises, readableText } from './check-promises.ts';

describe('the check for a second reply-time promise', () => {
  it.each([
    'Op een bericht via het formulier reageren we binnen 48 uur.',
    'We lezen je antwoorden zelf en nemen binnen 24 uur contact op.',
    'Binnen 24 uur hoor je wat we voor je kunnen doen.',
    'Reactie binnen 24 uur',
    'We reageren op werkdagen meestal binnen een paar uur, op 06 12 34 56 78.',
    'Je krijgt binnen twee werkdagen een reactie.',
  ])('refuses "%s"', (sentence) => {
    expect(otherReplyPromises(sentence)).toHaveLength(1);
  });

  it.each([
    'Je hoort binnen één werkdag van ons.',
    'Op een bericht via het formulier of WhatsApp reageren we binnen één werkdag.',
    'Facturen betaal je binnen 14 dagen.',
    'We bevestigen je klacht en geven je binnen 14 dagen een inhoudelijk antwoord.',
    'Mail je verzoek naar ons. We handelen het binnen een maand af, zoals de AVG vraagt.',
    'Binnen een uur ben je bij de helft van het land, handig voor klanten en leveranciers.',
    'Je mag de overeenkomst binnen 14 dagen herroepen.',
    'De KvK verwerkt je inschrijving meestal binnen een paar dagen.',
  ])('lets "%s" pass', (sentence) => {
    expect(otherReplyPromises(sentence)).toEqual([]);
  });

  it('reads a page without its markup, so a promise split over elements is still one sentence', () => {
    const text = readableText('<p>Op een bericht reageren we <strong>binnen&nbsp;48 uur</strong>.</p>');

    expect(otherReplyPromises(text)).toHaveLength(1);
  });
});
