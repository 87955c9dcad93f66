import { styleText } from 'node:util';

/** CSV that Dutch Excel opens correctly, colour and a progress line; the Dutch dates live with the staff area's views. */

export { nationalPhone } from '../../functions/leads-tool-api.ts';

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
