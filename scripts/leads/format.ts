/** Dutch dates, CSV that Excel opens correctly, and a progress bar on stderr. */

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function dutchDateTime(iso: unknown): string {
  const date = typeof iso === 'string' ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date).replace(',', '') : '';
}

/** UTF-8 with a byte-order mark and semicolons: what Excel with Dutch settings opens without garbling é or ë. */
export function csv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    // A leading = + - @ would make Excel evaluate the cell as a formula (CSV injection).
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Fits a value into a column: cut with an ellipsis, or padded with spaces. */
export function column(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value.padEnd(width);
}

/** A progress bar on stderr, only when stderr is a terminal, so piped output stays clean. */
export function progress(label: string, total: number) {
  const interactive = process.stderr.isTTY === true;
  let last = -1;
  return {
    update(done: number) {
      if (!interactive || total <= 0) return;
      const percent = Math.min(100, Math.floor((done / total) * 100));
      if (percent === last) return;
      last = percent;
      const filled = Math.round(percent / 5);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(20 - filled)}] ${percent}%`);
    },
    done() {
      if (interactive && total > 0) process.stderr.write('\n');
    },
  };
}
