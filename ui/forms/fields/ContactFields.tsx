/**
 * The contact block every lead form has (schemas/leadContact.schema.json): the name, then phone and e-mail
 * side by side, with the autocomplete hints a browser fills them from. Labels are the form's, in its
 * language; a form whose values name the three differently (the car contact form's `name`, `phone`,
 * `email`) passes its own field names.
 */
import { FormRow } from '../LeadForm';
import { TextInputField } from './TextInputField';

export interface ContactLabels {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export type ContactFieldNames = ContactLabels;

const LEAD_CONTACT_NAMES: ContactFieldNames = {
  customerName: 'customerName',
  customerPhone: 'customerPhone',
  customerEmail: 'customerEmail',
};

export interface ContactFieldsProps {
  labels: ContactLabels;
  names?: ContactFieldNames;
}

export function ContactFields({ labels, names = LEAD_CONTACT_NAMES }: ContactFieldsProps) {
  return (
    <>
      <TextInputField name={names.customerName} label={labels.customerName} autoComplete="name" />
      <FormRow>
        <TextInputField
          name={names.customerPhone}
          label={labels.customerPhone}
          type="tel"
          autoComplete="tel"
        />
        <TextInputField
          name={names.customerEmail}
          label={labels.customerEmail}
          type="email"
          autoComplete="email"
        />
      </FormRow>
    </>
  );
}
