import { dateTimeMedium, dayShortText, todayKey } from '../../../../shared/agency-clock.ts';
import { useId } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { leadStatusLabels, statusNoteMax, type LeadDetail, type StaffMember, type StatusEntry } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusOptions } from './status-options.tsx';
import { memberLabel } from './staff-members.ts';

const field = 'mt-1 block w-full rounded-control border border-line bg-white px-3 py-2 text-base';

/** What a follow-up save answered: the entry it added (none when nothing changed), or why it was not saved; `at` orders the page's answers. */
export type FollowUpResult =
  | { intent: 'opvolging'; ok: true; at: number; entry: StatusEntry | null; version: number }
  | { intent: 'opvolging'; ok: false; at: number; stale: boolean; error: string; fieldErrors: Record<string, string> };

/**
 * A lead's follow-up, saved at once through the lead page's action (its fetcher): status, who has it, the
 * day to follow it up, and a note for the history. The save names the version the page showed, so a
 * change someone else made meanwhile is not overwritten: the page then loads the lead again.
 */
export function LeadFollowUp({
  fetcher,
  me,
  detail,
  members,
}: {
  fetcher: FetcherWithComponents<FollowUpResult | { intent: string } | null>;
  me: string;
  detail: Pick<LeadDetail, 'status' | 'owner' | 'followUpOn' | 'version' | 'history'>;
  members: readonly StaffMember[];
}) {
  const id = useId();
  const saving = fetcher.state !== 'idle';
  const answer = fetcher.data?.intent === 'opvolging' ? (fetcher.data as FollowUpResult) : undefined;
  // A stale save is told by the page, which loads the lead again; other refusals are shown at the form.
  const errors =
    answer && !answer.ok && !answer.stale
      ? {
          form: Object.keys(answer.fieldErrors).length > 0 ? 'Controleer de gemarkeerde velden.' : answer.error,
          fields: answer.fieldErrors,
        }
      : { form: '', fields: {} as Record<string, string> };

  const describedBy = (name: string) => (errors.fields[name] ? `${id}-${name}` : undefined);
  const fieldError = (name: string) =>
    errors.fields[name] ? (
      <span id={`${id}-${name}`} className="mt-1 block text-danger">
        {errors.fields[name]}
      </span>
    ) : null;
  // The lead's owner is always an option, also after they left the team.
  const ownerLeft = detail.owner !== null && !members.some((member) => member.username === detail.owner);
  const options = [...members.map((member) => member.username), ...(detail.owner && !members.length ? [detail.owner] : [])];

  return (
    <>
      {/* Keyed by the version: after a save the fields show what was saved, and the note is empty again. */}
      <fetcher.Form method="post" key={detail.version} className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
        <input type="hidden" name="version" value={detail.version} />
        <label>
          <span className="font-semibold">Status</span>
          <select name="status" defaultValue={detail.status} className={`${field} min-h-11`}>
            <StatusOptions />
          </select>
        </label>
        <label>
          <span className="font-semibold">Toegewezen aan</span>
          <select
            name="owner"
            defaultValue={detail.owner ?? ''}
            className={`${field} min-h-11`}
            aria-invalid={errors.fields.owner ? true : undefined}
            aria-describedby={describedBy('owner')}
          >
            <option value="">Niemand</option>
            {options.map((username) => (
              <option key={username} value={username}>
                {memberLabel(username, me)}
              </option>
            ))}
            {ownerLeft && members.length > 0 && <option value={detail.owner!}>{detail.owner} (niet meer in het team)</option>}
          </select>
          {fieldError('owner')}
        </label>
        <label>
          <span className="font-semibold">Opvolgen op</span>
          <input
            type="date"
            name="followUpOn"
            min="2020-01-01"
            defaultValue={detail.followUpOn ?? ''}
            className={`${field} min-h-11`}
            aria-invalid={errors.fields.followUpOn ? true : undefined}
            aria-describedby={describedBy('followUpOn') ?? `${id}-leeg`}
          />
          <span id={`${id}-leeg`} className="mt-1 block text-sm text-ink-soft">
            Leeg: geen opvolgdatum. Vandaag is {dayShortText(todayKey())}.
          </span>
          {fieldError('followUpOn')}
        </label>
        <label className="sm:col-span-3">
          <span className="font-semibold">Notitie</span>
          <textarea name="note" rows={3} maxLength={statusNoteMax} className={field} aria-describedby={describedBy('note')} />
          {fieldError('note')}
        </label>
        {errors.form && (
          <p role="alert" className="text-danger sm:col-span-3">
            {errors.form}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={saving}>
            Opvolging opslaan
          </Button>
        </div>
      </fetcher.Form>
      <h3 className="mt-6 font-bold">Geschiedenis</h3>
      {detail.history.length === 0 ? (
        <p className="text-ink-soft">Nog niets opgeslagen.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {detail.history.map((entry) => (
            <li key={entry.at}>
              <strong>{leadStatusLabels[entry.status]}</strong> door {entry.by} op {dateTimeMedium(entry.at)}
              {(entry.owner !== undefined || entry.followUpOn !== undefined) && (
                <span className="block text-sm text-ink-soft">
                  {entry.owner ? `Bij ${entry.owner}` : 'Bij niemand'}
                  {entry.followUpOn ? `, opvolgen op ${dayShortText(entry.followUpOn)}` : ', geen opvolgdatum'}
                </span>
              )}
              {entry.note && <span className="block whitespace-pre-line text-ink-soft">{entry.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
