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
  ])('folds %s into %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('keeps dots where the provider counts them, and a local part that is only a tag', () => {
    expect(mailboxKey('jan.de.vries@voorbeeld.nl')).toBe('jan.de.vries@voorbeeld.nl');
    expect(mailboxKey('jan.de.vries@voorbeeld.nl')).not.toBe(mailboxKey('jandevries@voorbeeld.nl'));
    expect(mailboxKey('+tag@voorbeeld.nl')).toBe('+tag@voorbeeld.nl');
  });
});
