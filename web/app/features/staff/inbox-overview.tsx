import { Link } from 'react-router';
import { inboxKinds, leadStatuses, leadStatusLabels, type InboxCounts } from '../../../../shared/staff-inbox.ts';

const columnLabels = { intake: 'Intakes', contact: 'Contact\u00adberichten' } as const;

/** The counts per status and kind, each a link to that list. Kept by the server as counters: nothing is read to show them. */
export function InboxCountsTable({ counts }: { counts: InboxCounts['counts'] }) {
  const cell = (count: number, query: string) =>
    count > 0 ? (
      <Link
        to={`/beheer?${query}`}
        className="inline-flex min-h-11 min-w-11 items-center justify-end font-semibold text-brand-700 underline"
      >
        {count}
      </Link>
    ) : (
      <span className="text-ink-soft">0</span>
    );
  return (
    <table className="w-full text-left text-sm sm:w-auto">
      <caption className="pb-2 text-left font-semibold">Leads per status</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4">
            Status
          </th>
          {inboxKinds.map((kind) => (
            <th key={kind} scope="col" className="px-2 py-2 text-right">
              {columnLabels[kind]}
            </th>
          ))}
          {/* The sum leaves room on a phone, where the two kinds fit side by side only without it. */}
          <th scope="col" className="hidden py-2 pl-2 text-right sm:table-cell">
            Samen
          </th>
        </tr>
      </thead>
      <tbody>
        {leadStatuses.map((status) => (
          <tr key={status} className="border-b border-line last:border-0">
            <th scope="row" className="py-1 pr-4 font-normal">
              {leadStatusLabels[status]}
            </th>
            {inboxKinds.map((kind) => (
              <td key={kind} className="px-2 py-1 text-right">
                {cell(counts[kind][status], `kind=${kind}&status=${status}`)}
              </td>
            ))}
            <td className="hidden py-1 pl-2 text-right sm:table-cell">
              {cell(
                inboxKinds.reduce((sum, kind) => sum + counts[kind][status], 0),
                `status=${status}`,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "3 nieuwe leads sinds je laatste bezoek": said once, when there are any. */
export function NewSinceNote({ newSince }: { newSince: InboxCounts['newSince'] }) {
  if (!newSince.since || newSince.count === 0) return null;
  const count = newSince.more ? `Meer dan ${newSince.count}` : String(newSince.count);
  const noun = newSince.count === 1 && !newSince.more ? 'nieuwe lead' : 'nieuwe leads';
  return (
    <p className="rounded-card border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-800">
      {count} {noun} sinds je laatste bezoek. Ze staan hieronder gemarkeerd als nieuw.
    </p>
  );
}
