/**
 * A one-line or multi-line input of a lead form (text, e-mail, phone, number, date, textarea) on MUI's
 * outlined input: label bound to the input, the schema's required mark, the error text below. A number
 * field hands the form a number (blank is absent); everything else hands over the text as typed.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { useFormField } from './useFormField';

export interface TextInputFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  /** A textarea of this many rows at first (it grows with the text). */
  rows?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The least value a number or date input offers (the schema still decides). */
  min?: number | string;
}

const numberOrAbsent = (raw: unknown) => (raw === '' || raw === undefined ? undefined : Number(raw));

export function TextInputField({
  name,
  label,
  type = 'text',
  rows,
  autoComplete,
  inputMode,
  min,
}: TextInputFieldProps) {
  const field = useFormField(name, type === 'number' ? { setValueAs: numberOrAbsent } : undefined);
  const { ref, ...registration } = field.registration;
  // A date input always shows its day pattern, so its label never sits inside the box.
  const shrink = type === 'date' ? true : undefined;
  return (
    <FormControl fullWidth {...field.control}>
      <InputLabel htmlFor={field.id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={field.id}
        type={rows ? undefined : type}
        label={label}
        notched={shrink}
        multiline={rows !== undefined}
        minRows={rows}
        inputRef={ref}
        {...registration}
        inputProps={{
          ...field.aria,
          autoComplete,
          inputMode,
          min,
          ...(type === 'number' ? { step: 1 } : {}),
        }}
      />
      <FieldError id={field.errorId} error={field.error} />
    </FormControl>
  );
}
