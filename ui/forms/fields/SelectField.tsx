/**
 * A lead form's dropdown: a native select (keyboard, phones' pickers and no-JS visitors all work) in
 * MUI's outlined frame, with a first empty choice that asks the visitor to choose.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldError } from './FieldError';
import { useFormField } from './useFormField';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  /** The empty first choice, e.g. "Velg forhandler". */
  placeholder: string;
  options: readonly FieldOption[];
}

export function SelectField({ name, label, placeholder, options }: SelectFieldProps) {
  const field = useFormField(name);
  const { ref, ...registration } = field.registration;
  return (
    <FormControl fullWidth {...field.control}>
      <InputLabel htmlFor={field.id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched inputRef={ref} {...registration} />}
        inputProps={{ id: field.id, ...field.aria }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={field.errorId} error={field.error} />
    </FormControl>
  );
}
