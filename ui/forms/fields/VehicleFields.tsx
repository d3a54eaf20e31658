/**
 * The car a lead is about, as the sell-car and workshop forms ask for it: registration number and
 * mileage side by side (`regno`, `milage` in both forms' schemas). Labels are the form's, in its language.
 */
import { FormRow } from '../LeadForm';
import { TextInputField } from './TextInputField';

export function VehicleFields({ labels }: { labels: { regno: string; milage: string } }) {
  return (
    <FormRow>
      <TextInputField name="regno" label={labels.regno} autoComplete="off" />
      <TextInputField name="milage" label={labels.milage} type="number" inputMode="numeric" min={0} />
    </FormRow>
  );
}
