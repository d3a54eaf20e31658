/**
 * A lead form's multiple choice: checkboxes in a fieldset whose legend names the choice; the value is the
 * list of ticked options (empty when none is).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { FieldError } from './FieldError';
import type { FieldOption } from './SelectField';
import { useFormField } from './useFormField';

export interface MultiSelectFieldProps {
  name: string;
  legend: string;
  options: readonly FieldOption[];
}

export function MultiSelectField({ name, legend, options }: MultiSelectFieldProps) {
  const field = useFormField(name);
  const { ref, ...registration } = field.registration;
  return (
    <FormControl component="fieldset" error={field.error !== undefined} disabled={field.disabled} fullWidth>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                {...registration}
                value={option.value}
                slotProps={{ input: { ref, ...field.aria } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FieldError id={field.errorId} error={field.error} />
    </FormControl>
  );
}
