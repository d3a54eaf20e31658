/**
 * Where the kit catalogue's cart ends (issue 17): a request for a quote, 'Skicka förfrågan', that sends
 * the cart and the page's URL context as a lead to the form hub as `<site name>KitRequestForm`
 * (schemas/kitRequestForm.schema.json) with the visitor's name, phone, e-mail, an optional message and
 * consent. Built on the lead form layer like the other lead forms: the schema validates in the browser as
 * on the server, 3 tries with one submission id, the form's failure text with everything typed kept.
 *
 * - An empty cart cannot be sent: the button is disabled and a line beside it says why.
 * - A cart the schema refuses (more than 50 kits, a kit or context value out of bounds) is said in that
 *   place too, since the visitor fixes it in the cart rather than in a field.
 * - After a 202 the success text replaces the form and `onSent` lets the caller empty the cart; once the
 *   cart has been emptied, adding a kit again starts a new request.
 */
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSite } from '../../runtime';
import type {
  KitRequestContext,
  KitRequestFormValues,
  KitRequestItem,
} from '../../schemas/generated/kitRequestForm';
import { CheckboxField } from '../forms/fields/CheckboxField';
import { ContactFields } from '../forms/fields/ContactFields';
import { TextInputField } from '../forms/fields/TextInputField';
import { LeadForm } from '../forms/LeadForm';
import { compactValues } from '../forms/schemaResolver';
import type { LeadOutcome } from '../forms/submitLead';
import * as kitRequestFormSchema from '../forms/validators/kitRequestForm.generated';
import { KIT_REQUEST_ERROR_DEFAULTS, useKitRequestFormText } from './KitRequestFormTexts';

export type { KitRequestContext, KitRequestItem };

export interface KitRequestFormProps {
  /** The cart, in its order. Richer kit records are welcome: only the request's fields are sent. */
  kits: readonly KitRequestItem[];
  /** The URL context the page was opened with; blank values are left out. */
  context: KitRequestContext | null;
  /** The hub accepted the request: the caller empties the cart. */
  onSent: () => void;
}

/** What the fields hold. */
interface KitRequestState {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  message: string;
  gdpr: boolean;
}

const DEFAULT_STATE: KitRequestState = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  message: '',
  gdpr: false,
};

/** The values a cart contributes, whatever else its kit records carry. */
const requestItem = ({ kitId, kitCode, name, retailPrice, currency }: KitRequestItem): KitRequestItem => ({
  kitId,
  kitCode,
  name,
  retailPrice,
  currency,
});

function requestValues(
  state: KitRequestState,
  kits: readonly KitRequestItem[],
  context: KitRequestContext | null,
): Partial<KitRequestFormValues> {
  const contextValues = context ? compactValues(context) : {};
  return {
    ...compactValues(state),
    kits: kits.map(requestItem) as KitRequestFormValues['kits'],
    ...(Object.keys(contextValues).length > 0 ? { context: contextValues } : {}),
  };
}

/**
 * The cart's own line above the button: why it cannot be sent (empty, or refused by the schema). A refusal
 * is forgotten once the cart changes, as the visitor fixes it there.
 */
function CartStatus({ kits }: { kits: readonly KitRequestItem[] }) {
  const text = useKitRequestFormText();
  // Only the cart's errors are read here: the resolver names them `kits` and `context` with their text.
  const { formState, clearErrors } = useFormContext<Record<'kits' | 'context', string>>();
  const cart = kits.map((kit) => kit.kitId).join('\n');
  useEffect(() => clearErrors(['kits', 'context']), [cart, clearErrors]);
  if (kits.length === 0) {
    return <Typography color="text.secondary">{text('kitRequestFormEmptyCart')}</Typography>;
  }
  const { kits: kitsError, context: contextError } = formState.errors;
  if (!kitsError && !contextError) return null;
  const message =
    kitsError?.type === 'maxItems' && kitsError.message
      ? kitsError.message
      : text('kitRequestFormCartInvalid');
  return (
    <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
      {message}
    </Typography>
  );
}

type Progress = 'open' | 'sent' | 'sentAndEmptied';

export function KitRequestForm({ kits, context, onSent }: KitRequestFormProps) {
  const site = useSite();
  const text = useKitRequestFormText();
  const headingId = useId();
  const [progress, setProgress] = useState<Progress>('open');
  const [round, setRound] = useState(0);

  // Adjusted while rendering: the sent cart is emptied by the caller; a kit added afterwards starts anew.
  if (progress === 'sent' && kits.length === 0) setProgress('sentAndEmptied');
  if (progress === 'sentAndEmptied' && kits.length > 0) {
    setProgress('open');
    setRound(round + 1);
  }

  const onOutcome = (result: LeadOutcome) => {
    if (result.outcome !== 'accepted') return;
    setProgress('sent');
    onSent();
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ mb: 1 }}>
        {text('kitRequestFormHeading')}
      </Typography>
      {progress === 'open' && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text('kitRequestFormIntro')}
        </Typography>
      )}
      <LeadForm
        key={round}
        formName={`${site.name}KitRequestForm`}
        schema={kitRequestFormSchema}
        defaultValues={DEFAULT_STATE}
        toValues={(state: KitRequestState) => requestValues(state, kits, context)}
        errorDefaults={KIT_REQUEST_ERROR_DEFAULTS}
        onOutcome={onOutcome}
        submitDisabled={kits.length === 0}
        labelledBy={headingId}
        texts={{
          submit: text('kitRequestFormSubmit'),
          failure: text('kitRequestFormFailure'),
          successHeading: text('kitRequestFormSuccessHeading'),
          successText: text('kitRequestFormSuccessText'),
        }}
      >
        <ContactFields
          labels={{
            customerName: text('formLabel.customerName'),
            customerPhone: text('formLabel.customerPhone'),
            customerEmail: text('formLabel.customerEmail'),
          }}
        />
        <TextInputField name="message" label={text('formLabel.message')} rows={3} />
        <CheckboxField name="gdpr" label={text('formLabel.gdpr')} mustTick />
        <CartStatus kits={kits} />
      </LeadForm>
    </section>
  );
}
