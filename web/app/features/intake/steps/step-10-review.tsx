import { foundViaField } from '../../../../../shared/attribution-fields.ts';
import { links, replyTime } from '../../../../../shared/business-facts.ts';
import { SelectControl } from '../../../components/form/field.tsx';
import { IntakeSummary } from '../intake-summary.tsx';
import type { StepProps } from './step-props.ts';

/** Step 10, "Bijna klaar": every answer with a way back to change it, how the visitor found us if they like, and the terms to accept. */
export function ReviewStep({ answers, errors, set, attachments, onEdit }: StepProps) {
  return (
    <div>
      <p className="text-ink-soft">Controleer of alles klopt en verstuur je aanvraag. Je hoort {replyTime.promise} van ons.</p>
      <IntakeSummary answers={answers} attachments={attachments.attachments} onEdit={onEdit} />
      <div className="mt-6 max-w-sm">
        <SelectControl field={foundViaField} id="intake-foundVia" value={answers.foundVia} onChange={(value) => set('foundVia', value)} />
      </div>
      <label className="mt-6 flex cursor-pointer items-start gap-3 rounded-control border border-line bg-canvas p-4">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={answers.acceptTerms}
          onChange={(e) => set('acceptTerms', e.target.checked)}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? 'acceptTerms-fout' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        {/* The terms are agreed to; the privacy statement is read, not consented to: the intake's basis is the
            steps the visitor asks for before a contract (art. 6 lid 1 sub b AVG), not consent. */}
        <span className="text-[0.975rem] text-ink">
          Ik ga akkoord met de{' '}
          <a href={links.terms} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
            algemene voorwaarden<span className="sr-only"> (opent in een nieuw tabblad)</span>
          </a>{' '}
          en heb de{' '}
          <a href={links.privacy} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
            privacyverklaring<span className="sr-only"> (opent in een nieuw tabblad)</span>
          </a>{' '}
          gelezen.
        </span>
      </label>
      {errors.acceptTerms ? (
        <p id="acceptTerms-fout" className="mt-2 text-sm font-medium text-danger">
          {errors.acceptTerms}
        </p>
      ) : null}
    </div>
  );
}
