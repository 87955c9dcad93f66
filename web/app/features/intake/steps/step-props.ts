import type { IntakeStep } from '../../../../../shared/intake.ts';
import type { Answers, FieldErrors } from '../intake-state.ts';
import type { useAttachments } from '../use-attachments.ts';

/** What every step of the intake gets from the form: the answers so far, their errors, and how to change them. */
export type StepProps = {
  answers: Answers;
  errors: FieldErrors;
  set: <K extends keyof Answers>(name: K, value: Answers[K]) => void;
  attachments: ReturnType<typeof useAttachments>;
  onEdit: (step: IntakeStep) => void;
};
