/**
 * The mailbox an address delivers to, as one key: the per-mailbox caps count mailboxes, not spellings (a
 * suppression holds for the exact address: mail/reputation.ts), and the erasure finds a person under every
 * spelling with it. Folded, each rule with where the provider says so:
 * - case: no mail provider treats "Anna@" and "anna@" as two mailboxes;
 * - a plus-tag (sub-address, RFC 5233): "anna+spam1@" reaches "anna@" at Gmail, Outlook, iCloud, Fastmail,
 *   Proton and most others, so it is cut everywhere;
 * - characters a provider ignores in the local part: Gmail's dots ("a.n.n.a@gmail.com" is "anna@gmail.com":
 *   https://support.google.com/mail/answer/7436150; googlemail.com is the same mailbox), and Proton's dots,
 *   hyphens and underscores ("anna.de-vries@", "anna_devries@" and "annadevries@proton.me" are one account,
 *   as Proton's support confirmed publicly: https://www.sindastra.de/p/1775/protonmail-dots-hyphens-and-underscores;
 *   not in Proton's own documentation, and found again in the attacker's pass of issue 30);
 * - the domains one account receives on: iCloud's me.com and mac.com
 *   (https://support.apple.com/118230), Proton's protonmail.com, protonmail.ch and pm.me
 *   (https://proton.me/support/addresses-and-aliases);
 * - Fastmail's subdomain addressing, on every Fastmail domain: "anything@anna.fastmail.com" and
 *   "anything@anna.sent.com" reach "anna@" at that domain
 *   (https://www.fastmail.help/hc/en-us/articles/360060591053). A subdomain cannot hold "_", so a name with one
 *   is written with "-" there (https://www.fastmail.com/blog/two-address-resolving-additions/): in a Fastmail
 *   key both are "-".
 * When unsure, a rule folds: two people who share a key share a cap of 3 confirmations a day, while one
 * person under two keys gets twice the mail. The key is never an address we send to: the email still goes
 * to the address as typed.
 */

/** A provider's mailboxes: the domain they are known by, and the characters their local parts ignore. */
type Provider = { canonicalDomain: string; ignored?: RegExp };

const gmail: Provider = { canonicalDomain: 'gmail.com', ignored: /\./g };
const proton: Provider = { canonicalDomain: 'proton.me', ignored: /[._-]/g };
const icloud: Provider = { canonicalDomain: 'icloud.com' };

/** Domains whose mailboxes are one with another domain's, or ignore characters, by the provider's rule. */
const providers: Readonly<Record<string, Provider>> = {
  'gmail.com': gmail,
  'googlemail.com': gmail,
  'proton.me': proton,
  'protonmail.com': proton,
  'protonmail.ch': proton,
  'pm.me': proton,
  'icloud.com': icloud,
  'me.com': icloud,
  'mac.com': icloud,
};

/**
 * Fastmail's own domains, the ones it offers at sign-up (a selection: a Fastmail domain missing here only
 * means that subdomain spellings at it count as mailboxes of their own). An address at a Fastmail domain is
 * an account of that domain: anna@fastmail.com and anna@sent.com may be two people, so the domains are not
 * folded into one another.
 */
const fastmailDomains: ReadonlySet<string> = new Set([
  'fastmail.com',
  'fastmail.fm',
  'fastmail.cn',
  'fastmail.co.uk',
  'fastmail.com.au',
  'fastmail.de',
  'fastmail.es',
  'fastmail.fr',
  'fastmail.in',
  'fastmail.jp',
  'fastmail.net',
  'fastmail.nl',
  'fastmail.org',
  'fastmail.se',
  'fastmail.to',
  'fastmail.uk',
  'fastmail.us',
  'messagingengine.com',
  'sent.com',
  'sent.as',
  'sent.at',
  '123mail.org',
  'airpost.net',
  'eml.cc',
  'emailplus.org',
  'fmail.co.uk',
  'fmgirl.com',
  'fmguy.com',
  'ftml.net',
  'mailbolt.com',
  'mailcan.com',
  'mailhaven.com',
  'mailmight.com',
  'ml1.net',
  'mm.st',
  'myfastmail.com',
  'proinbox.com',
  'promessage.com',
  'reallyfast.info',
  'rushpost.com',
  'speedymail.org',
  'warpmail.net',
  'xsmail.com',
]);

/** The Fastmail domain an address is at, with the name the subdomain carries: "anna.sent.com" -> ["anna", "sent.com"]. */
function fastmailSubdomain(domain: string): [name: string, base: string] | null {
  for (let dot = domain.indexOf('.'); dot > 0; dot = domain.indexOf('.', dot + 1)) {
    const base = domain.slice(dot + 1);
    if (fastmailDomains.has(base)) {
      const name = domain.slice(0, dot);
      // Only one level: "x.anna.fastmail.com" is no address Fastmail delivers.
      return name.includes('.') ? null : [name, base];
    }
  }
  return null;
}

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  // "+tag" alone is a local part of its own, not a tag on an empty one.
  if (plus > 0) local = local.slice(0, plus);
  const subdomain = fastmailDomains.has(domain) ? null : fastmailSubdomain(domain);
  if (subdomain) [local, domain] = subdomain;
  if (fastmailDomains.has(domain)) return `${local.replaceAll('_', '-')}@${domain}`;
  const provider = providers[domain];
  if (!provider) return `${local}@${domain}`;
  // A local part of ignored characters only ("...@gmail.com") stays as it is rather than become empty.
  const folded = provider.ignored ? local.replace(provider.ignored, '') : local;
  return `${folded || local}@${provider.canonicalDomain}`;
}
