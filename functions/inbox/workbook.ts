import { writeFile } from 'node:fs/promises';
import type { Cell } from './export-table.ts';

/**
 * The export as a real workbook: phone numbers are text cells (so 0612345678 keeps its 0 and +31 needs
 * no apostrophe), dates are date cells in Amsterdam time shown the Dutch way (a follow-up day without a
 * time), a status history keeps its lines, the header stays in view
 * and has a filter. Strings are never formulas in a workbook, so no CSV-injection guard is needed.
 */
export async function workbookBytes(table: { header: string[]; rows: Cell[][] }): Promise<Buffer> {
  // Loaded when a workbook is made: the staff function's other routes then start without its 1.5 MB.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Startsprong leads';
  const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.header).font = { bold: true };
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (cell.date ? cell.date : cell.text)));
    cells.forEach((cell, index) => {
      const target = row.getCell(index + 1);
      if (cell.date) target.numFmt = cell.day ? 'dd-mm-yyyy' : 'dd-mm-yyyy hh:mm';
      else if (cell.phone) target.numFmt = '@';
      if (cell.lines) target.alignment = { wrapText: true, vertical: 'top' };
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.header.length } };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      table.header[index]!.length,
      ...table.rows.map((cells) => Math.max(...cells[index]!.text.split('\n').map((line) => line.length))),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The workbook as a file, for the leads tool; the staff API sends the same bytes as a download. */
export async function writeWorkbook(path: string, table: { header: string[]; rows: Cell[][] }): Promise<void> {
  await writeFile(path, await workbookBytes(table));
}
