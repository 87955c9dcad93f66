import { leadStatuses, leadStatusLabels } from '../../../../shared/staff-inbox.ts';

/** A lead's statuses as <option>s under their Dutch labels, for the inbox's filter and a lead's status form. */
export function StatusOptions() {
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {leadStatusLabels[status]}
    </option>
  ));
}
