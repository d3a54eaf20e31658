/**
 * Plausible 17-character VINs for the demo stock: the brand's world manufacturer identifier, a random
 * vehicle descriptor, the ISO 3779 check digit, the model year code, a plant code and a serial number.
 */
import type { Random } from './random';

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter, index) => [
    letter,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][index] ?? 0,
  ]),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, index) => {
    const value = /[0-9]/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0);
    return total + value * (WEIGHTS[index] ?? 0);
  }, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The model year character of a VIN (1980 = A, cycling every 30 years). */
export function modelYearCode(year: number): string {
  return MODEL_YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

export function vehicleIdentificationNumber(random: Random, wmi: string, year: number): string {
  const descriptor = random.chars(VIN_LETTERS, 5);
  const rest = `${modelYearCode(year)}${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${random.digits(6)}`;
  const draft = `${wmi}${descriptor}0${rest}`;
  return `${wmi}${descriptor}${checkDigit(draft)}${rest}`;
}
