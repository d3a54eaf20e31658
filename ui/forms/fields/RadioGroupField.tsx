/**
 * A lead form's single choice: radios in a fieldset whose legend asks the question; the value is the
 * chosen option's, or absent until one is chosen. Legend and labels may be content fields (JSS's `Text`).
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { useFormField } from './useFormField';

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
}

export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const field = useFormField(name);
  const { ref, ...registration } = field.registration;
  return (
    <FormControl component="fieldset" {...field.control}>
      <FormLabel component="legend" id={`${field.id}-legend`} sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} row aria-labelledby={`${field.id}-legend`} aria-required={field.required}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio {...registration} slotProps={{ input: { ref, ...field.aria } }} />}
          />
        ))}
      </RadioGroup>
      <FieldError id={field.errorId} error={field.error} />
    </FormControl>
  );
}
