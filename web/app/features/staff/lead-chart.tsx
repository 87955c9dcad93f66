import { useEffect, useRef, useState } from 'react';
import { otherSeriesKey, type LeadOverview } from '../../../../shared/lead-overview.ts';

/**
 * The series' colours, in order, and grey for the rest added up: each at least 3:1 against white (WCAG 1.4.11 for
 * graphics), and every stacked segment parted from the next by a white line, so neighbours never merge.
 * The table under the chart carries the same figures for whoever cannot tell colours apart.
 */
export const seriesColours = ['#0b6355', '#c8500c', '#2563eb', '#7c3aed', '#be185d', '#4d7c0f', '#854d0e'];
export const otherColour = '#64748b';

export const colourOf = (overview: LeadOverview, index: number) =>
  overview.series[index]?.key === otherSeriesKey ? otherColour : seriesColours[index % seriesColours.length]!;

/** The week number of an ISO week name: "2026-W48" -> "48". */
export const weekNumber = (week: string) => String(Number(week.slice(-2)));

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 32 };

/** A round top for the axis and up to five gridlines at whole, readable steps. */
function scaleOf(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const whole = Math.max(1, Math.ceil(step));
  return { top: Math.ceil(max / whole) * whole, step: whole };
}

/**
 * Leads per week as stacked bars, drawn in plain SVG at the width of its box (so its text keeps its size on
 * a phone and on a wide screen). For screen readers it is one image with a summary; the figures are in the
 * table under it.
 */
export function LeadChart({ overview, title, summary }: { overview: LeadOverview; title: string; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { top, step } = scaleOf(Math.max(0, ...overview.totals));
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / overview.weeks.length;
  const barWidth = Math.max(4, slot * 0.64);
  // On a narrow phone every other week number, counted back from the current week, so the numbers never touch.
  const labelEvery = slot < 26 ? 2 : 1;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);

  return (
    <div ref={box} className="w-full" style={{ minHeight: HEIGHT }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={`${title}. ${summary}`}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="#526075">
                {tick}
              </text>
            </g>
          ))}
          {overview.weeks.map((week, column) => {
            const x = MARGIN.left + column * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={week.week}>
                {overview.series.map((series, index) => {
                  const count = series.counts[column] ?? 0;
                  if (count === 0) return null;
                  const from = base;
                  base += count;
                  return (
                    <rect
                      key={series.key}
                      x={x}
                      width={barWidth}
                      y={y(base)}
                      height={Math.max(0, y(from) - y(base))}
                      fill={colourOf(overview, index)}
                      stroke="#ffffff"
                      strokeWidth={1}
                    >
                      <title>{`Week ${weekNumber(week.week)}, ${series.label}: ${count}`}</title>
                    </rect>
                  );
                })}
                {(overview.weeks.length - 1 - column) % labelEvery === 0 && (
                  <text x={x + barWidth / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize={12} fill="#526075">
                    {weekNumber(week.week)}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke="#526075" />
        </svg>
      )}
    </div>
  );
}
