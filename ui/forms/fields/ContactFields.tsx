/**
 * The contact block every lead form has (schemas/leadContact.schema.json): the name, then phone and e-mail
 * side by side, with the autocomplete hints a browser fills them from. Labels are the form's, in its
 * language.
 */
import { FormRow } from '../LeadForm';
import { TextInputField } from './TextInputField';

export interface ContactLabels {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export function ContactFields({ labels }: { labels: ContactLabels }) {
  return (
    <>
      <TextInputField name="customerName" label={labels.customerName} autoComplete="name" />
      <FormRow>
        <TextInputField name="customerPhone" label={labels.customerPhone} type="tel" autoComplete="tel" />
        <TextInputField name="customerEmail" label={labels.customerEmail} type="email" autoComplete="email" />
      </FormRow>
    </>
  );
}
