/**
 * The mailbox an address delivers to, as one key: the per-mailbox caps and the suppression list count
 * mailboxes, not spellings. Folded:
 * - case: no mail provider treats "Anna@" and "anna@" as two mailboxes;
 * - a plus-tag (sub-address, RFC 5233): "anna+spam1@" reaches "anna@" at Gmail, Outlook, iCloud, Fastmail,
 *   Proton and most others, so it is cut everywhere;
 * - dots in the local part, for the providers that ignore them (Gmail: "a.n.n.a@gmail.com" is
 *   "anna@gmail.com"; googlemail.com is the same mailbox);
 * - the domains one account receives on (iCloud's me.com and mac.com, Proton's protonmail.com,
 *   protonmail.ch and pm.me);
 * - Fastmail's subdomain addressing: "anything@anna.fastmail.com" reaches "anna@fastmail.com".
 * The key is never an address we send to: the email still goes to the address as typed.
 */

/** Domains whose mailboxes ignore dots in the local part, each with the domain it is one with. */
const dotBlindDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** Domains that deliver to the same account as another, each with that one. */
const aliasDomains: Readonly<Record<string, string>> = {
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

/** Fastmail's domains, where any address at a subdomain goes to the mailbox the subdomain names. */
const subdomainAddressing = ['fastmail.com', 'fastmail.fm'];

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  // "+tag" alone is a local part of its own, not a tag on an empty one.
  if (plus > 0) local = local.slice(0, plus);
  domain = aliasDomains[domain] ?? domain;
  const byName = subdomainAddressing.find((base) => domain.endsWith(`.${base}`));
  if (byName && !domain.slice(0, -byName.length - 1).includes('.')) {
    local = domain.slice(0, -byName.length - 1);
    domain = byName;
  }
  const dotBlind = dotBlindDomains[domain];
  if (dotBlind) {
    domain = dotBlind;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
