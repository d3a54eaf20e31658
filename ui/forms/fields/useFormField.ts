/**
 * What every field component needs from its form: the react-hook-form registration of its input(s), its
 * error text, whether the schema requires it, whether the form is sending, and the ids that bind label,
 * input and error text (`aria-describedby` points at the error while there is one).
 */
import { useId } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { useLeadFormState } from '../leadFormContext';

export interface FormFieldBinding {
  id: string;
  errorId: string;
  registration: ReturnType<ReturnType<typeof useFormContext>['register']>;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  /** ARIA of an input: invalid while the field has an error, described by that error. */
  aria: { 'aria-invalid': boolean; 'aria-describedby'?: string };
  /** The field's state as MUI's FormControl takes it, so label, outline and helper text agree. */
  control: { required: boolean; error: boolean; disabled: boolean };
}

export function useFormField(name: string, options?: RegisterOptions): FormFieldBinding {
  const id = useId();
  const { register, formState } = useFormContext();
  const { required, disabled } = useLeadFormState();
  const message = formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  const errorId = `${id}-error`;
  const isRequired = required(name);
  return {
    id,
    errorId,
    registration: register(name, options),
    error,
    required: isRequired,
    disabled,
    control: { required: isRequired, error: error !== undefined, disabled },
    aria: error ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': false },
  };
}
