import { leadKindLabels, leadStatusLabels } from '../../shared/staff-inbox.ts';
import { record } from '../inbox/audit.ts';
import { todayKey } from '../../shared/agency-clock.ts';
import { exportTable } from '../inbox/export-table.ts';
import { workbookBytes } from '../inbox/workbook.ts';
import type { HttpResponse } from '../http/http.ts';
import { env, sourceOf, type StaffRequest } from './context.ts';
import { parseQuery, filterOf, lookedUp, everyLead } from './inbox.ts';

/** GET /api/beheer/export: the leads the inbox's filters select, as an Excel workbook; recorded in the audit trail. */

/** An export holds at most this many leads: a workbook of that size stays under Lambda's 6 MB answer. */
const EXPORT_MAX = 10_000;

export async function exportWorkbook({ event, who }: StaffRequest): Promise<HttpResponse> {
  const query = parseQuery(event);
  const filter = filterOf(query);
  const found = await lookedUp(query, filter);
  const leads = found ? found.rows : await everyLead(filter, EXPORT_MAX);
  const table = exportTable(
    leads.map(({ kind, row }) => ({ source: sourceOf(kind), row, id: String(row.id), createdAt: String(row.created_at) })),
  );
  const bytes = await workbookBytes(table);
  const filters = [
    query.kind && leadKindLabels[query.kind],
    query.status && leadStatusLabels[query.status],
    query.eigenaar && `van ${query.eigenaar}`,
    query.opvolgen && 'op te volgen',
    query.van && `vanaf ${query.van}`,
    query.tot && `tot en met ${query.tot}`,
    query.q && 'met zoekterm',
  ]
    .filter(Boolean)
    .join(', ');
  await record(env().auditTable, { who, action: 'export', summary: `${leads.length} leads geëxporteerd${filters ? ` (${filters})` : ''}` });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="leads-${todayKey()}.xlsx"`,
      'cache-control': 'no-store',
    },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}
