import { dayShortText } from '../../../../shared/agency-clock.ts';
import { followUpMark } from './staff-dates.ts';

const tones = {
  overdue: 'font-semibold text-danger',
  today: 'font-semibold text-accent-700',
  later: 'text-ink-soft',
} as const;

/** A lead's follow-up day as staff scan it: overdue in red with how late, today, or the day itself. */
export function FollowUpMark({ day, today }: { day: string | null; today: string }) {
  if (!day) return null;
  const mark = followUpMark(day, today);
  return (
    <span className={tones[mark.tone]}>
      {mark.tone === 'later' ? (
        <>Opvolgen {mark.text}</>
      ) : (
        <>
          {mark.text} <span className="font-normal text-ink-soft">({dayShortText(day)})</span>
        </>
      )}
    </span>
  );
}
