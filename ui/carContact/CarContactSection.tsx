/**
 * The car page's contact-seller section (spec 001 §2, §4, §5, §7, §8): the car's sellers, then a lead
 * form sent to the form hub as `<site name>CarContactForm` (schemas/carContactForm.schema.json) with the
 * car, the visitor's name, phone, e-mail and message, and the recipient (`contactRecipient.ts`). A sample
 * car asks the visitor to choose one of the dealer sites selling the brand and offers "get a quote" and
 * "book a test drive", ticked by arriving at `#contact-quote` / `#contact-testdrive`. States: idle,
 * sending (fields disabled), a success overlay, or the error box (`carDetailFormError` after 3 tries,
 * 'Department not found' when the chosen site has no department for the brand). Analytics: one
 * `form_interaction` at the first change of a field, `generate_lead` when the hub accepts the lead.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  type ContactCar,
  pushToDataLayer,
  type Recipient,
  sampleCarRecipient,
  type SampleSite,
  stockCarRecipient,
  useSite,
} from '../../runtime';
import type { CarContactFormValues } from '../../schemas/generated/carContactForm';
import { CheckboxField } from '../forms/fields/CheckboxField';
import { ContactFields } from '../forms/fields/ContactFields';
import { SelectField } from '../forms/fields/SelectField';
import { TextInputField } from '../forms/fields/TextInputField';
import { FormRow, LeadForm } from '../forms/LeadForm';
import { compactValues } from '../forms/schemaResolver';
import type { LeadOutcome } from '../forms/submitLead';
import * as carContactFormSchema from '../forms/validators/carContactForm.generated';
import { anchorScrollMargin, CONTACT_ANCHORS, preTickedChoice } from './carContactAnchors';
import { CAR_CONTACT_ERROR_DEFAULTS, useCarContactText } from './carContactTexts';
import { SellerList } from './SellerList';

export interface CarContactSectionProps {
  car: ContactCar;
  /** Sample cars only: the dealer sites selling the brand (limit 100), as the page's loader found them. */
  sampleSites?: readonly SampleSite[];
  /** The car page's absolute URL: sent as `source`. */
  pageUrl: string;
}

/** What the fields hold; `seller` is the chosen sample site's id ('' until one is chosen). */
interface CarContactState {
  name: string;
  phone: string;
  email: string;
  message: string;
  quote: boolean;
  testDrive: boolean;
  seller: string;
}

const DEFAULT_STATE: CarContactState = {
  name: '',
  phone: '',
  email: '',
  message: '',
  quote: false,
  testDrive: false,
  seller: '',
};

const CONTACT_NAMES = { customerName: 'name', customerPhone: 'phone', customerEmail: 'email' } as const;

/** The recipient is chosen with the seller select, so its errors are that field's. */
const fieldOf = (property: string) => (property === 'toName' || property === 'toEmail' ? 'seller' : property);

/** The car as the lead names it; blank optional texts are left out. */
const carValue = (car: ContactCar, url: string): CarContactFormValues['car'] => ({
  id: car.car_id,
  brand: car.car_brand,
  model: car.car_model,
  ...compactValues({ version: car.car_version, regno: car.car_regno }),
  url,
});

/** Ticks quote or test drive when the page is at (or moves to) their anchor. */
function PreTickFromHash() {
  const { setValue } = useFormContext<CarContactState>();
  useEffect(() => {
    const tick = () => {
      const choice = preTickedChoice(window.location.hash);
      if (choice) setValue(choice, true);
    };
    tick();
    window.addEventListener('hashchange', tick);
    return () => window.removeEventListener('hashchange', tick);
  }, [setValue]);
  return null;
}

export function CarContactSection({ car, sampleSites = [], pageUrl }: CarContactSectionProps) {
  const site = useSite();
  const text = useCarContactText();
  const headingId = useId();
  const interacted = useRef(false);
  const formName = `${site.name}CarContactForm`;
  // A sample car without any site to choose is asked about like a car in stock.
  const choosesSeller = car.car_is_sample && sampleSites.length > 0;

  const recipientOf = (state: CarContactState): Recipient | undefined => {
    if (!choosesSeller) return stockCarRecipient(car);
    const chosen = sampleSites.find((candidate) => candidate.site_id === state.seller);
    return chosen && sampleCarRecipient(chosen, car.car_brand_code);
  };

  // The seller choice is not sent itself: it decides the recipient.
  const toValues = (state: CarContactState) =>
    ({
      ...compactValues({ ...state, seller: undefined }),
      ...recipientOf(state),
      car: carValue(car, pageUrl),
      source: pageUrl,
    }) as Partial<CarContactFormValues>;

  /** No recipient for a chosen site (or a car in stock without any address): 'Department not found'. */
  const check = (state: CarContactState) =>
    (choosesSeller && state.seller === '') || recipientOf(state)
      ? undefined
      : text('carContactDepartmentNotFound');

  const onFirstChange = () => {
    if (interacted.current) return;
    interacted.current = true;
    pushToDataLayer({ event: 'form_interaction', form_name: formName, car_id: car.car_id });
  };

  const onOutcome = (result: LeadOutcome) => {
    if (result.outcome === 'accepted') {
      pushToDataLayer({ event: 'generate_lead', form_name: formName, car_id: car.car_id });
      return;
    }
    console.error(`${formName}: the lead for car ${car.car_id} was not accepted`, result);
  };

  const siteOptions = sampleSites.map((option) => ({
    value: option.site_id,
    label: `${option.site_official_name}, ${option.site_city}`,
  }));

  return (
    <Box
      component="section"
      id={CONTACT_ANCHORS.section}
      aria-labelledby={headingId}
      sx={{ ...anchorScrollMargin, py: { xs: 4, md: 6 } }}
    >
      <Box id={CONTACT_ANCHORS.sellers} sx={{ ...anchorScrollMargin, mb: 3 }}>
        <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
          {text('carContactHeading')}
        </Typography>
        {!choosesSeller && <SellerList car={car} label={text('carContactSellers')} />}
      </Box>
      <Box
        id={CONTACT_ANCHORS.form}
        onChange={onFirstChange}
        sx={{
          ...anchorScrollMargin,
          p: { xs: 2.5, md: 4 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <LeadForm
          formName={formName}
          schema={carContactFormSchema}
          defaultValues={DEFAULT_STATE}
          toValues={toValues}
          fieldOf={fieldOf}
          check={check}
          onOutcome={onOutcome}
          successOverlay
          errorDefaults={CAR_CONTACT_ERROR_DEFAULTS}
          labelledBy={headingId}
          texts={{
            submit: text('carContactSeller'),
            failure: text('carDetailFormError'),
            successHeading: text('carContactSuccessHeading'),
            successText: text('carContactSuccessText'),
          }}
        >
          {choosesSeller && (
            <SelectField
              name="seller"
              label={text('formLabel.seller')}
              placeholder={text('carContactChooseSeller')}
              options={siteOptions}
            />
          )}
          <ContactFields
            names={CONTACT_NAMES}
            labels={{
              customerName: text('formLabel.name'),
              customerPhone: text('formLabel.phone'),
              customerEmail: text('formLabel.email'),
            }}
          />
          <TextInputField name="message" label={text('formLabel.message')} rows={4} />
          {car.car_is_sample && (
            <FormRow>
              <Box id={CONTACT_ANCHORS.quote} sx={anchorScrollMargin}>
                <CheckboxField name="quote" label={text('carContactQuote')} />
              </Box>
              <Box id={CONTACT_ANCHORS.testDrive} sx={anchorScrollMargin}>
                <CheckboxField name="testDrive" label={text('carContactTestDrive')} />
              </Box>
            </FormRow>
          )}
          {car.car_is_sample && <PreTickFromHash />}
        </LeadForm>
      </Box>
    </Box>
  );
}
