/**
 * A lead form: react-hook-form driven by the form's JSON Schema (`schemaResolver`), posted to the form hub
 * (`submitLead`), with the states of spec 002 §4: unset until submitted, the success text after a 202,
 * the failure text otherwise. Fields are the children (the field components of `ui/forms/fields/`); this
 * part owns what every lead form does alike:
 *
 * - an invalid submit marks each invalid field with its text and moves focus to the first of them;
 * - while sending, every field and the button are disabled and the form is `aria-busy`;
 * - after a 202 the form gives way to the success text, which takes focus;
 * - the static HTML shows the whole form; its button works once JavaScript runs, which a `<noscript>`
 *   line tells visitors without it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormSubmission } from '../../schemas/generated/formSubmission';
import { useHydrated } from '../browser/useHydrated';
import { type FormErrorDefaults, formErrorText } from './formErrorText';
import { useLeadFormText } from './formTexts';
import type { FormSchemaValidator } from './FormValidator';
import { LeadFormContext } from './leadFormContext';
import type { SchemaFieldError } from './schemaErrors';
import { schemaResolver } from './schemaResolver';
import { submitLead } from './submitLead';

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

function SuccessMessage({ heading, text }: { heading: string; text?: string }) {
  return (
    <Box
      role="status"
      tabIndex={-1}
      ref={(node: HTMLElement | null) => node?.focus()}
      sx={{ outline: 'none' }}
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
  texts,
  labelledBy,
  children,
}: LeadFormProps<State, Values>) {
  const { t } = useTranslation();
  const text = useLeadFormText();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('unset');
  const message = (error: SchemaFieldError) =>
    formErrorText((keys, options) => t(keys, options), error, errorDefaults);
  const form = useForm<State, unknown, Values>({
    defaultValues,
    resolver: schemaResolver({ validate: schema.validate, toValues, fieldOf, message, silentlyRequired }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus('unset');
    const result = await submitLead(formName, values);
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

  if (status === 'success') return <SuccessMessage heading={texts.successHeading} text={texts.successText} />;

  const required = (field: string) =>
    schema.requiredProperties.some((property) => fieldOf(property) === field);
  return (
    <FormProvider {...form}>
      <LeadFormContext.Provider value={{ required, disabled: sending }}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={labelledBy}
          aria-busy={sending}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {text('formRequiredNote')}
          </Typography>
          {children}
          <noscript>
            <Typography variant="body2">{text('formNoScript')}</Typography>
          </noscript>
          {status === 'failed' && (
            <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
              {texts.failure}
            </Typography>
          )}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!hydrated || sending}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
            >
              {sending ? text('formSending') : texts.submit}
            </Button>
          </Box>
        </Box>
      </LeadFormContext.Provider>
    </FormProvider>
  );
}
