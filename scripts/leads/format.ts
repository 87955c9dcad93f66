import { styleText } from 'node:util';
import { normalizePhone } from '../../shared/validation.ts';

/** Dutch dates in Amsterdam time, CSV that Dutch Excel opens correctly, colour and a progress line. */

const amsterdam = 'Europe/Amsterdam';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: amsterdam,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const parse = (iso: unknown) => {
  const date = typeof iso === 'string' && iso !== '' ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function dutchDateTime(iso: unknown): string {
  const date = parse(iso);
  return date ? dateTime.format(date).replace(',', '') : '';
}

// en-CA writes YYYY-MM-DD, the form --since and --until take.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: amsterdam, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Amsterdam (YYYY-MM-DD): a lead at 00:30 on 2 November belongs to 2 November. */
export function amsterdamDay(iso: unknown): string {
  const date = parse(iso);
  return date ? isoDay.format(date) : '';
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: amsterdam,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A spreadsheet date has no time zone: Excel shows the stored fields as they are. So the cell gets the
 * Amsterdam wall-clock time, written as if it were UTC.
 */
export function amsterdamWallClock(iso: unknown): Date | null {
  const date = parse(iso);
  if (!date) return null;
  const part = Object.fromEntries(wallClock.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

/** A Dutch number in its national form (0612345678), whether typed as +31, 0031 or 0. */
export function nationalPhone(value: string): string {
  return normalizePhone(value).replace(/^(?:\+31|0031)/, '0');
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

/** Fits a value into a column: on one line, cut with an ellipsis, or padded with spaces. */
export function column(value: string, width: number, align: 'left' | 'right' = 'left'): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length > width) return `${flat.slice(0, width - 1)}…`;
  return align === 'right' ? flat.padStart(width) : flat.padEnd(width);
}

type Style = Parameters<typeof styleText>[0];

/**
 * Colour for a terminal: none when the output is piped or redirected, or when NO_COLOR is set
 * (styleText checks both against the stream). Applied after padding, so columns stay aligned.
 */
export function paint(style: Style, text: string, stream: NodeJS.WriteStream = process.stdout): string {
  return styleText(style, text, { stream });
}

/**
 * A progress line on stderr, only when stderr is a terminal, so piped output stays clean. Lines printed
 * while it runs go through `print`, which clears the bar first and draws it again below them.
 */
export function progress(label: string, total: number, out: (line: string) => void) {
  const interactive = process.stderr.isTTY === true && total > 0;
  let shown = '';
  const draw = (done: number) => {
    const percent = Math.min(100, Math.floor((done / total) * 100));
    const filled = Math.round(percent / 5);
    shown = `${label} [${'#'.repeat(filled)}${'.'.repeat(20 - filled)}] ${percent}%`;
    process.stderr.write(`\r\x1b[2K${shown}`);
  };
  let last = -1;
  return {
    update(done: number) {
      if (!interactive) return;
      const percent = Math.floor((done / total) * 100);
      if (percent !== last) draw(done);
      last = percent;
    },
    print(line: string) {
      if (interactive && shown) process.stderr.write('\r\x1b[2K');
      out(line);
      if (interactive && shown) process.stderr.write(shown);
    },
    done() {
      if (interactive && shown) process.stderr.write('\r\x1b[2K');
      shown = '';
    },
  };
}
