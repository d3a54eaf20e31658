/**
 * A reference an embedded service hands out for what it stored (a booking, a review): `<prefix>-` and 8
 * characters a customer can read out on the phone without mixing them up (no 0/O, 1/I/L), 31^8 of them.
 */
import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

export function bookingReference(prefix: string): string {
  const characters = Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  );
  return `${prefix}-${characters.join('')}`;
}
