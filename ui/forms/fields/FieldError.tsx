/**
 * A field's error text: tied to its input by id (`aria-describedby`) and announced when it appears.
 */
import FormHelperText from '@mui/material/FormHelperText';

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <FormHelperText id={id} role="alert" sx={{ mx: 0 }}>
      {error}
    </FormHelperText>
  );
}
