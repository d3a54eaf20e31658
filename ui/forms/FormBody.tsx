/**
 * The `<form>` every site form draws alike (the lead forms, the Jotform embed): the required-fields note,
 * the fields, a `<noscript>` line for visitors without JavaScript (the whole form is in the static HTML,
 * its button works once the page is hydrated), the form's error above the button, and the button, which
 * says it is sending and is disabled meanwhile, as the form is `aria-busy`.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '../browser/useHydrated';
import { useLeadFormText } from './formTexts';

export interface FormBodyProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Any change of a field (a first interaction is an analytics event). */
  onChange?: FormEventHandler<HTMLFormElement>;
  /** The id of the heading that names the form. */
  labelledBy?: string | undefined;
  sending: boolean;
  /** The button stays disabled while the form has nothing to send (the form says why beside it). */
  submitDisabled?: boolean;
  submitText: string;
  /** Why the form was not sent, shown above the button. */
  error?: ReactNode;
  children: ReactNode;
}

export function FormBody({
  onSubmit,
  onChange,
  labelledBy,
  sending,
  submitDisabled = false,
  submitText,
  error,
  children,
}: FormBodyProps) {
  const text = useLeadFormText();
  const hydrated = useHydrated();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
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
      {error}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!hydrated || sending || submitDisabled}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
        >
          {sending ? text('formSending') : submitText}
        </Button>
      </Box>
    </Box>
  );
}
