/** "Startsprong <noreply@...>", with the display name MIME-encoded should the brand ever hold non-ASCII. */
export function fromAddress(name: string, email: string): string {
  const display = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '')}"`
    : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${display} <${email}>`;
}
