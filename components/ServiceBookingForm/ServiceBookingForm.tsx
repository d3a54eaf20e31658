/**
 * The workshop service-booking lead form (spec 002 §2, §3, §5), in Norwegian: the visitor picks a dealer
 * and the services wanted, describes the job, gives contact and car details and a desired day, consents,
 * and may ask for the newsletter. Sent to the form hub as `ServiceBookingForm` with the chosen dealer's
 * name and workshop e-mail and the services by name; validation is the schema's
 * (schemas/serviceBookingForm.schema.json) through the lead form layer.
 */
import Box from '@mui/material/Box';
import type { RenderingProps } from '../../runtime';
import type { ServiceBookingFormValues } from '../../schemas/generated/serviceBookingForm';
import {
  CheckboxField,
  compactValues,
  ContactFields,
  FormRow,
  LeadForm,
  LeadFormSection,
  MultiSelectField,
  SelectField,
  serviceBookingFormSchema,
  TextInputField,
  useHydrated,
  VehicleFields,
} from '../../ui';
import type { ServiceBookingFormFields } from './fields.generated';
import {
  CAR_SERVICES,
  isMotorcycleForm,
  MOTORCYCLE_SERVICES,
  type ServiceBookingFormData,
  type WorkshopDealer,
} from './serviceBookingModel';
import { SERVICE_BOOKING_ERROR_DEFAULTS, useServiceBookingFormText } from './serviceBookingFormTexts';

export const SERVICE_BOOKING_FORM_NAME = 'ServiceBookingForm';

/** What the fields hold: the dealer by id, the mileage as a number, blank fields as ''. */
interface ServiceBookingFormState {
  dealer: string;
  services: string[];
  description: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  regno: string;
  milage?: number;
  date: string;
  other: string;
  gdpr: boolean;
  newsletter: boolean;
}

const DEFAULT_STATE: ServiceBookingFormState = {
  dealer: '',
  services: [],
  description: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  regno: '',
  milage: undefined,
  date: '',
  other: '',
  gdpr: false,
  newsletter: false,
};

/** The dealer choice fills two values of the submission. */
const fieldOf = (property: string) =>
  property === 'siteName' || property === 'siteEmail' ? 'dealer' : property;

/** The visitor's today, YYYY-MM-DD: the first day the date picker offers. */
function localToday(): string {
  const now = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The submission's values: the chosen dealer's name and workshop e-mail, the form's kind. */
function submissionValues(
  state: ServiceBookingFormState,
  dealers: readonly WorkshopDealer[],
  typeMC: boolean,
) {
  const { dealer: dealerId, ...values } = compactValues(state);
  const dealer = dealers.find((candidate) => candidate.id === dealerId);
  return {
    ...(dealer ? { siteEmail: dealer.email, siteName: dealer.name } : {}),
    ...values,
    typeMC,
  } as Partial<ServiceBookingFormValues>;
}

export default function ServiceBookingForm({
  fields,
  data,
}: RenderingProps<ServiceBookingFormFields, ServiceBookingFormData>) {
  const text = useServiceBookingFormText();
  const hydrated = useHydrated();
  const typeMC = isMotorcycleForm(fields);
  const dealers = data?.dealers ?? [];
  const services = (typeMC ? MOTORCYCLE_SERVICES : CAR_SERVICES).map((name) => ({
    value: name,
    label: name,
  }));

  return (
    <LeadFormSection title={fields.Title} text={fields.Text} defaultTitle={text('serviceBookingFormHeading')}>
      {(headingId) => (
        <LeadForm
          formName={SERVICE_BOOKING_FORM_NAME}
          schema={serviceBookingFormSchema}
          defaultValues={DEFAULT_STATE}
          toValues={(state: ServiceBookingFormState) => submissionValues(state, dealers, typeMC)}
          fieldOf={fieldOf}
          errorDefaults={SERVICE_BOOKING_ERROR_DEFAULTS}
          labelledBy={headingId}
          texts={{
            submit: text('serviceBookingFormSubmit'),
            failure: text('serviceBookingFormFailure'),
            successHeading: text('serviceBookingFormSuccessHeading'),
            successText: text('serviceBookingFormSuccessText'),
          }}
        >
          <SelectField
            name="dealer"
            label={text('formLabel.dealer')}
            placeholder={text('serviceBookingFormDealerPlaceholder')}
            options={dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }))}
          />
          <MultiSelectField name="services" legend={text('formLabel.services')} options={services} />
          <TextInputField name="description" label={text('formLabel.description')} rows={3} />
          <ContactFields
            labels={{
              customerName: text('formLabel.customerName'),
              customerPhone: text('formLabel.customerPhone'),
              customerEmail: text('formLabel.customerEmail'),
            }}
          />
          <VehicleFields labels={{ regno: text('formLabel.regno'), milage: text('formLabel.milage') }} />
          <FormRow>
            <TextInputField
              name="date"
              label={text('formLabel.date')}
              type="date"
              min={hydrated ? localToday() : undefined}
            />
          </FormRow>
          <TextInputField name="other" label={text('formLabel.other')} rows={3} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <CheckboxField name="gdpr" label={text('formLabel.gdpr')} mustTick />
            <CheckboxField name="newsletter" label={text('formLabel.newsletter')} />
          </Box>
        </LeadForm>
      )}
    </LeadFormSection>
  );
}
