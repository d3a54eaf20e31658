/**
 * A step's own copy of a value the booking stores (step 1's plate and place): the visitor edits the copy,
 * and the stored value is adopted whenever it changes, since the stored booking is read after the page
 * mounts and a later step may change it. A stored value that goes back to null leaves the copy as it is.
 */
import { type Dispatch, type SetStateAction, useState } from 'react';

export function useStoredState<T>(stored: T | null, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(stored ?? empty);
  const [adopted, setAdopted] = useState(stored);
  if (stored !== adopted) {
    setAdopted(stored);
    if (stored !== null) setValue(stored);
  }
  return [value, setValue];
}
