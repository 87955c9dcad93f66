/**
 * Everything the staff's command-line leads tool (scripts/leads) uses of the functions, in one place: the
 * tool reaches the functions only through this module, so what it depends on is visible at a glance and a
 * move inside functions/ touches this file, not the tool.
 */
export { record, type AuditRecord } from './inbox/audit.ts';
export { keptMonths, setCount } from './inbox/counts.ts';
export { nationalPhone } from './inbox/dutch-format.ts';
export { eraseLeads, erasureSummary, filesOfLeads, leadsOfPerson } from './inbox/erasure.ts';
export { emailsOf, emailStateText, emailWhen, exportTable, historyOf, historyLine, type Cell } from './inbox/export-table.ts';
export { attributionField, formatField, sources, type Kind, type Row, type Source } from './inbox/lead-view.ts';
export { statusOf } from './inbox/listing.ts';
export { requeueLead } from './inbox/requeue.ts';
export { writeWorkbook } from './inbox/workbook.ts';
export { mailPauseKey, pauseOf, sumWindow, windowKeys, windowStartOf, type WindowCounts } from './mail/reputation.ts';
export { searchKeysOf } from './records/search-keys.ts';
