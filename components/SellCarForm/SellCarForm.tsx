/**
 * The sell-car lead form (spec 002 §2, §3, §5): a car's registration and mileage, the seller's contact
 * details, a choice between the two options the rendering names, and a message, sent to the form hub as
 * `<site name>SellCarForm`. Validation is the schema's (schemas/sellCarForm.schema.json) through the lead
 * form layer; as the spec says, a submission missing name, phone or e-mail is dropped silently.
 */
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type RenderingProps, useSite } from '../../runtime';
import type { SellCarFormValues } from '../../schemas/generated/sellCarForm';
import {
  compactValues,
  ContactFields,
  LeadForm,
  LeadFormSection,
  RadioGroupField,
  sellCarFormSchema,
  TextInputField,
  VehicleFields,
} from '../../ui';
import type { SellCarFormFields } from './fields.generated';
import { SELL_CAR_ERROR_DEFAULTS, useSellCarFormText } from './sellCarFormTexts';

/** What the fields hold; the number field holds a number, blank fields hold ''. */
interface SellCarFormState {
  regno: string;
  milage?: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  option: string | null;
  other: string;
}

const DEFAULT_STATE: SellCarFormState = {
  regno: '',
  milage: undefined,
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  option: null,
  other: '',
};

/** Spec 002 §5: without these the submission is aborted silently. */
const SILENTLY_REQUIRED = ['customerName', 'customerPhone', 'customerEmail'] as const;

const toValues = (state: SellCarFormState) => compactValues(state) as Partial<SellCarFormValues>;

export default function SellCarForm({ fields }: RenderingProps<SellCarFormFields>) {
  const site = useSite();
  const text = useSellCarFormText();
  // An option without text is left out, except in the page editor, where it is there to fill.
  const options = [fields.FirstOption, fields.SecondOption]
    .filter((option) => String(option.value) !== '' || option.editable !== undefined)
    .map((option) => ({ value: String(option.value), label: <Text field={option} /> }));

  return (
    <LeadFormSection title={fields.Title} text={fields.Text} defaultTitle={text('sellCarFormHeading')}>
      {(headingId) => (
        <LeadForm
          formName={`${site.name}SellCarForm`}
          schema={sellCarFormSchema}
          defaultValues={DEFAULT_STATE}
          toValues={toValues}
          silentlyRequired={SILENTLY_REQUIRED}
          errorDefaults={SELL_CAR_ERROR_DEFAULTS}
          labelledBy={headingId}
          texts={{
            submit: text('sellCarFormSubmit'),
            failure: text('sellCarFormFailure'),
            successHeading: text('sellCarFormSuccessHeading'),
            successText: text('sellCarFormSuccessText'),
          }}
        >
          <VehicleFields labels={{ regno: text('formLabel.regno'), milage: text('formLabel.milage') }} />
          <RadioGroupField name="option" legend={<Text field={fields.OptionsLabel} />} options={options} />
          <ContactFields
            labels={{
              customerName: text('formLabel.customerName'),
              customerPhone: text('formLabel.customerPhone'),
              customerEmail: text('formLabel.customerEmail'),
            }}
          />
          <TextInputField name="other" label={text('formLabel.other')} rows={4} />
        </LeadForm>
      )}
    </LeadFormSection>
  );
}
