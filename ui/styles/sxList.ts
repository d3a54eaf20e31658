import type { SxProps, Theme } from '@mui/material/styles';

/**
 * `sx` accepts a single style or a list; this lets a shared piece put its own styles first and the
 * caller's after, as one list.
 */
export function sxList(sx: SxProps<Theme> | undefined) {
  return Array.isArray(sx) ? sx : [sx];
}
