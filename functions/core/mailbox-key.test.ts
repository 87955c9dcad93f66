import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('the mailbox an address delivers to', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    [' victim@example.com ', 'victim@example.com'],
    ['victim+intake@example.com', 'victim@example.com'],
    ['victim+spam1+spam2@example.com', 'victim@example.com'],
    ['V.I.C.T.I.M+x@GMAIL.com', 'victim@gmail.com'],
    ['vic.tim@googlemail.com', 'victim@gmail.com'],
    ['bounce+label1@simulator.amazonses.com', 'bounce@simulator.amazonses.com'],
    ['Carol@me.com', 'carol@icloud.com'],
    ['carol+1@mac.com', 'carol@icloud.com'],
    ['erin@pm.me', 'erin@proton.me'],
    ['erin+x@protonmail.ch', 'erin@proton.me'],
    ['wat.dan.ook@dave.fastmail.com', 'dave@fastmail.com'],
    ['dave+x@fastmail.com', 'dave@fastmail.com'],
    // Proton ignores dots, hyphens and underscores in the local part, at each of its domains
    ['Erin.de-Vries@proton.me', 'erindevries@proton.me'],
    ['erin_de_vries+x@protonmail.com', 'erindevries@proton.me'],
    ['e.r.i.n-de_vries@pm.me', 'erindevries@proton.me'],
    // Fastmail's subdomain addressing works at its other domains too, and "_" is written "-" in a subdomain
    ['winkel@dave.sent.com', 'dave@sent.com'],
    ['winkel@dave.fastmail.nl', 'dave@fastmail.nl'],
    ['winkel@joe-citizen.fastmail.fm', 'joe-citizen@fastmail.fm'],
    ['joe_citizen+x@fastmail.fm', 'joe-citizen@fastmail.fm'],
  ])('folds %s into %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('keeps dots where the provider counts them, and a local part that is only a tag', () => {
    expect(mailboxKey('jan.de.vries@voorbeeld.nl')).toBe('jan.de.vries@voorbeeld.nl');
    expect(mailboxKey('jan.de.vries@voorbeeld.nl')).not.toBe(mailboxKey('jandevries@voorbeeld.nl'));
    expect(mailboxKey('+tag@voorbeeld.nl')).toBe('+tag@voorbeeld.nl');
    expect(mailboxKey('jan_de-vries@voorbeeld.nl')).toBe('jan_de-vries@voorbeeld.nl');
  });

  it('keeps the accounts of two Fastmail domains apart, and a subdomain of a subdomain whole', () => {
    expect(mailboxKey('dave@sent.com')).not.toBe(mailboxKey('dave@fastmail.com'));
    expect(mailboxKey('x@a.dave.fastmail.com')).toBe('x@a.dave.fastmail.com');
  });
});
