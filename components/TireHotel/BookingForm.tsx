/**
 * The booking's contact details (spec 002 §5): first and last name, e-mail, mobile (digits and plus only,
 * stripped as typed) and a message to the workshop, checked by the form schema's generated validator
 * (ui's `tireHotelBookingResolver`) with a text per field and rule; an invalid submit focuses the first
 * field in error. `problem` is what the page says above 'Boka' (a missing day or time, a refusal); the
 * fields keep what was typed whatever the answer.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TireHotelBookingFormValues } from '../../schemas/generated/tireHotelBookingForm';
import {
  EMPTY_BOOKING_FORM,
  MOBILE_MAX_LENGTH,
  tireHotelBookingResolver,
  type TireHotelBookingFormState,
  type TireHotelTextKey,
  typedMobile,
  useTireHotelText,
} from '../../ui';

type TranslateKeys = Parameters<typeof tireHotelBookingResolver>[0];

/** The one-line fields, in the form's order. */
const FIELDS: readonly {
  name: Exclude<keyof TireHotelBookingFormState, 'freeText'>;
  label: TireHotelTextKey;
  autoComplete: string;
  type: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength: number;
}[] = [
  {
    name: 'firstName',
    label: 'tireHotelFirstName',
    autoComplete: 'given-name',
    type: 'text',
    maxLength: 100,
  },
  { name: 'lastName', label: 'tireHotelLastName', autoComplete: 'family-name', type: 'text', maxLength: 100 },
  {
    name: 'email',
    label: 'tireHotelEmail',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  {
    name: 'phoneMobile',
    label: 'tireHotelMobile',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    maxLength: MOBILE_MAX_LENGTH,
  },
];

const MESSAGE_MAX_LENGTH = 500;

interface BookingFormProps {
  headingId: string;
  sending: boolean;
  onBook: (values: TireHotelBookingFormValues) => Promise<void>;
  translate: TranslateKeys;
  problem: ReactNode;
}

export function BookingForm({ headingId, sending, onBook, translate, problem }: BookingFormProps) {
  const text = useTireHotelText();
  const { control, handleSubmit } = useForm<TireHotelBookingFormState, unknown, TireHotelBookingFormValues>({
    defaultValues: EMPTY_BOOKING_FORM,
    resolver: tireHotelBookingResolver(translate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={sending}
      onSubmit={(event) => void handleSubmit(onBook)(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {text('tireHotelContact')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {FIELDS.map((spec) => (
          <Controller
            key={spec.name}
            name={spec.name}
            control={control}
            render={({ field: { ref, onChange, ...field }, fieldState: { error } }) => (
              <TextField
                {...field}
                inputRef={ref}
                onChange={(event) =>
                  onChange(spec.name === 'phoneMobile' ? typedMobile(event.target.value) : event.target.value)
                }
                label={text(spec.label)}
                type={spec.type}
                required
                fullWidth
                disabled={sending}
                error={error !== undefined}
                helperText={error?.message}
                slotProps={{
                  htmlInput: {
                    autoComplete: spec.autoComplete,
                    inputMode: spec.inputMode,
                    maxLength: spec.maxLength,
                  },
                  formHelperText: { role: 'alert' },
                }}
              />
            )}
          />
        ))}
      </Box>
      <Controller
        name="freeText"
        control={control}
        render={({ field: { ref, ...field }, fieldState: { error } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={text('tireHotelMessage')}
            multiline
            minRows={3}
            fullWidth
            disabled={sending}
            error={error !== undefined}
            helperText={error?.message}
            slotProps={{
              htmlInput: { maxLength: MESSAGE_MAX_LENGTH },
              formHelperText: { role: 'alert' },
            }}
          />
        )}
      />
      {problem}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          loadingPosition="start"
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {sending ? text('tireHotelSubmitting') : text('tireHotelSubmit')}
        </Button>
      </Box>
    </Box>
  );
}
