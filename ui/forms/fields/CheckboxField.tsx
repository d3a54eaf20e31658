/**
 * One checkbox of a lead form (consent, newsletter): the value is whether it is ticked. A checkbox always
 * has a value, so the schema's `required` says nothing a visitor must do; `mustTick` marks one the schema
 * wants ticked (`const: true`), as consent.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { useFormField } from './useFormField';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  mustTick?: boolean;
}

export function CheckboxField({ name, label, mustTick = false }: CheckboxFieldProps) {
  const field = useFormField(name);
  const { ref, ...registration } = field.registration;
  return (
    <FormControl error={field.error !== undefined} disabled={field.disabled}>
      <FormControlLabel
        required={mustTick}
        label={label}
        control={<Checkbox {...registration} slotProps={{ input: { ref, ...field.aria } }} />}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      <FieldError id={field.errorId} error={field.error} />
    </FormControl>
  );
}
