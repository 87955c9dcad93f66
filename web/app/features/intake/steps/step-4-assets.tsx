import { encouragements } from '../../../../../shared/intake-copy.ts';
import { existingAssetOptions, type ExistingAsset } from '../../../../../shared/intake-options.ts';
import { Encouragement, MultiChoiceGroup } from '../choice-fields.tsx';
import { stepTitles, toggleChoice } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 4, "Wat heb je al?": any of the assets, or "Geen van deze" on its own. */
export function AssetsStep({ answers, errors, set }: StepProps) {
  return (
    <>
      <p className="mb-4 text-ink-soft">Kies alles wat je al geregeld hebt.</p>
      <MultiChoiceGroup
        name="existingAssets"
        legend={stepTitles[4]}
        options={existingAssetOptions}
        values={answers.existingAssets}
        onToggle={(value) => set('existingAssets', toggleChoice<ExistingAsset>(answers.existingAssets, value as ExistingAsset, 'none'))}
        error={errors.existingAssets}
      />
      {answers.existingAssets.includes('none') ? <Encouragement>{encouragements.assetNone}</Encouragement> : null}
    </>
  );
}
