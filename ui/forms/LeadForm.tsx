/**
 * A lead form: react-hook-form driven by the form's JSON Schema (`schemaResolver`), posted to the form hub
 * (`submitLead`), with the states of spec 002 §4: unset until submitted, the success text after a 202,
 * the failure text otherwise. Fields are the children (the field components of `ui/forms/fields/`); this
 * part owns what every lead form does alike:
 *
 * - an invalid submit marks each invalid field with its text and moves focus to the first of them;
 * - while sending, every field and the button are disabled and the form is `aria-busy`;
 * - after a 202 the form gives way to the success text, which takes focus (or, with `successOverlay`, the
 *   text covers the form, which stays in place, inert);
 * - a form `check` that fails, or a lead not accepted, shows its text in the error box above the button;
 * - the static HTML shows the whole form; its button works once JavaScript runs (FormBody.tsx).
 */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { usePageI18n } from '../../runtime';
import type { FormSubmission } from '../../schemas/generated/formSubmission';
import { FormBody } from './FormBody';
import { type FormErrorDefaults, formErrorText } from './formErrorText';
import type { FormSchemaValidator } from './FormValidator';
import { LeadFormContext } from './leadFormContext';
import type { SchemaFieldError } from './schemaErrors';
import { FORM_CHECK, schemaResolver, type SchemaResolverOptions } from './schemaResolver';
import { type LeadOutcome, submitLead } from './submitLead';

export interface LeadFormTexts {
  submit: string;
  /** Shown above the button when the hub did not accept the lead. */
  failure: string;
  successHeading: string;
  successText?: string;
}

export interface LeadFormProps<State extends FieldValues, Values extends FormSubmission['values']> {
  /** The hub's name of the form (`formName`). */
  formName: string;
  /** The form schema's generated validator module (`ui/forms/validators/`). */
  schema: FormSchemaValidator;
  defaultValues: DefaultValues<State>;
  /** The values posted, from what the fields hold (`compactValues` plus what the form adds). */
  toValues: (state: State) => Values;
  /** The field that sets a property, when it is not the field of the same name. */
  fieldOf?: (property: string) => string;
  /** Error texts of this form in its language, by `<field>.<rule>` or rule (the dictionary wins). */
  errorDefaults?: FormErrorDefaults;
  /** Fields whose absence aborts the submission silently (see `schemaResolver`). */
  silentlyRequired?: readonly string[];
  /** A rule the schema cannot state; its text shows in the error box and nothing is sent (see `schemaResolver`). */
  check?: SchemaResolverOptions<State, Values>['check'];
  /** Told how each submission that reached the hub ended (analytics, logging). */
  onOutcome?: (outcome: LeadOutcome) => void;
  /** The success text covers the form instead of replacing it. */
  successOverlay?: boolean;
  /** Nothing to send yet (an empty cart): the button is disabled; a child says why. */
  submitDisabled?: boolean;
  texts: LeadFormTexts;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  children: ReactNode;
}

type Status = 'unset' | 'success' | 'failed';

/** Two fields side by side from 600 px, one above the other on phones. */
export function FormRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

const OVERLAY_STYLE = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  p: 3,
  bgcolor: (theme: { palette: { background: { paper: string } } }) =>
    alpha(theme.palette.background.paper, 0.95),
} as const;

interface SuccessMessageProps {
  heading: string;
  text?: string;
  overlay: boolean;
}

function SuccessMessage({ heading, text, overlay }: SuccessMessageProps) {
  return (
    <Box
      role="status"
      tabIndex={-1}
      ref={(node: HTMLElement | null) => node?.focus()}
      sx={{ outline: 'none', ...(overlay ? OVERLAY_STYLE : {}) }}
    >
      <Typography variant="h3" component="p" sx={{ mb: text ? 1 : 0 }}>
        {heading}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
    </Box>
  );
}

export function LeadForm<State extends FieldValues, Values extends FormSubmission['values']>({
  formName,
  schema,
  defaultValues,
  toValues,
  fieldOf = (property) => property,
  errorDefaults,
  silentlyRequired,
  check,
  onOutcome,
  successOverlay = false,
  submitDisabled,
  texts,
  labelledBy,
  children,
}: LeadFormProps<State, Values>) {
  const i18n = usePageI18n();
  const [status, setStatus] = useState<Status>('unset');
  const message = (error: SchemaFieldError) =>
    formErrorText((keys, options) => i18n.t(keys, options), error, errorDefaults);
  const form = useForm<State, unknown, Values>({
    defaultValues,
    resolver: schemaResolver({
      validate: schema.validate,
      toValues,
      fieldOf,
      message,
      silentlyRequired,
      check,
    }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus('unset');
    const result = await submitLead(formName, values);
    onOutcome?.(result);
    if (result.outcome === 'accepted') {
      setStatus('success');
      return;
    }
    setStatus('failed');
    if (result.outcome !== 'refused') return;
    const fields = [...new Set(result.fields.map(fieldOf))];
    for (const field of fields) {
      form.setError(field as Path<State>, {
        type: 'server',
        message: message({ field, rule: 'invalid', params: {} }),
      });
    }
    if (fields[0]) form.setFocus(fields[0] as Path<State>);
  });

  const succeeded = status === 'success';
  const success = succeeded && (
    <SuccessMessage heading={texts.successHeading} text={texts.successText} overlay={successOverlay} />
  );
  if (succeeded && !successOverlay) return success;
  const rootError = form.formState.errors.root;
  const formError =
    rootError?.type === FORM_CHECK ? rootError.message : status === 'failed' ? texts.failure : undefined;

  const required = (field: string) =>
    schema.requiredProperties.some((property) => fieldOf(property) === field);
  const formElement = (
    <FormProvider {...form}>
      <LeadFormContext.Provider value={{ required, disabled: sending }}>
        <FormBody
          onSubmit={onSubmit}
          labelledBy={labelledBy}
          sending={sending}
          submitDisabled={submitDisabled}
          submitText={texts.submit}
          error={
            formError && (
              <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
                {formError}
              </Typography>
            )
          }
        >
          {children}
        </FormBody>
      </LeadFormContext.Provider>
    </FormProvider>
  );
  if (!successOverlay) return formElement;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box inert={succeeded}>{formElement}</Box>
      {success}
    </Box>
  );
}
