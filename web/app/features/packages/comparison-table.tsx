import { Check, Minus } from '../../icons/icons.tsx';
import { comparisonRows, packages, type ComparisonValue, type PackageId } from '../../content/packages.ts';

const tierIds: readonly PackageId[] = ['starter', 'pro', 'empire'];

function Value({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-brand-600" strokeWidth={2.5} />
        <span className="sr-only">Inbegrepen</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Niet inbegrepen</span>
      </>
    );
  return <span className="font-medium text-ink">{value}</span>;
}

/**
 * The packages compared row by row, as a real table. It fits a 375 px phone without sideways scrolling:
 * fixed column widths, tighter cells and values that wrap, so every value stays under its package's name.
 */
export function ComparisonTable() {
  const titles = Object.fromEntries(packages.map((item) => [item.id, item.title]));
  return (
    // Below 360 px the table scrolls sideways inside its own box, which is why that box can take focus; a line
    // above it says so there, and a shadow at the edge shows where more of it is (scroll-shadow-x).
    // `relative` keeps the visually hidden caption inside it, so it never widens the page.
    <>
      <p className="mb-3 text-sm text-muted min-[360px]:hidden">Schuif de tabel opzij om alle pakketten te zien.</p>
      <section
        className="scroll-shadow-x relative overflow-x-auto rounded-card border border-line bg-white shadow-card"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to scroll by keyboard
        tabIndex={0}
        aria-labelledby="vergelijking-titel"
      >
        <table className="w-full min-w-[20rem] table-fixed border-collapse text-left text-[0.8125rem] leading-snug sm:text-[0.95rem]">
          <caption className="sr-only">Vergelijking van de pakketten Starter, Pro en Empire</caption>
          <colgroup>
            <col className="w-[31%]" />
            <col span={3} />
          </colgroup>
          <thead>
            <tr className="border-b border-line bg-canvas">
              <th scope="col" className="px-2.5 py-4 font-semibold text-muted sm:px-6">
                Onderdeel
              </th>
              {tierIds.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className={`px-1.5 py-4 text-center text-sm font-extrabold sm:px-4 sm:text-base ${id === 'pro' ? 'text-brand-700' : 'text-ink'}`}
                >
                  {titles[id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.name} className="border-b border-line last:border-0">
                <th scope="row" className="px-2.5 py-3.5 font-medium text-ink-soft sm:px-6 sm:py-4">
                  {row.name}
                </th>
                {tierIds.map((id) => (
                  <td key={id} className={`px-1.5 py-3.5 text-center sm:px-4 sm:py-4 ${id === 'pro' ? 'bg-brand-50/60' : ''}`}>
                    <Value value={row.values[id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
