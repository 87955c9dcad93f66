import { AttachmentsStep } from '../attachments-step.tsx';
import type { StepProps } from './step-props.ts';

/** Step 9, "Bestanden toevoegen": the attachments, uploaded as soon as they are chosen (attachments-step.tsx). */
export function FilesStep({ errors, attachments }: StepProps) {
  return (
    <AttachmentsStep
      attachments={attachments.attachments}
      refusals={attachments.refusals}
      serverError={errors.uploadedFiles}
      onAdd={attachments.add}
      onRemove={attachments.remove}
      onRetry={attachments.retry}
    />
  );
}
