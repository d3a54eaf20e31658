/**
 * The query parameters and the session header of the `/api/tirehotel/*` routes (spec 002 §7), each checked
 * by the rule the contract's schemas give the same field (schemas/tireHotel*.schema.json) before the
 * backend sees it. A bad parameter is a 400 with the reason; a missing or malformed bearer token is the
 * 401 of a call without a session.
 */
import type { RouteParam } from '../../../http/serviceRoute';
import { projectSubschemaValidator } from '../../../config/schemaValidator';
import { TireHotelError } from '../contract';
import { TIRE_HOTEL_SESSION_EXPIRED } from '../tireHotelMessages';

export type { RouteParam };

/** A parameter checked by the schema part at `pointer` of `file`, else a 400 with `rule`. */
function param(file: string, pointer: string, rule: string) {
  return (value: RouteParam, name: string): string => {
    if (typeof value !== 'string')
      throw new TireHotelError(400, `${name} is missing or given more than once.`);
    if (!projectSubschemaValidator(file, pointer)(value)) throw new TireHotelError(400, `${name} ${rule}.`);
    return value;
  };
}

const regNo = param('tireHotel', '/$defs/RegNo', 'is 2 to 7 letters and digits');
const erpId = param('tireHotel', '/$defs/ErpId', 'is 1 to 40 letters, digits and hyphens');
const authToken = param('tireHotel', '/$defs/AuthorizationToken', 'is the token the login answered');
const otpToken = param('tireHotel', '/$defs/OtpToken', 'is the 4 digits of the SMS');
const encryptedPhone = param(
  'tireHotelCustomer',
  '/properties/encryptedPhoneNumber',
  'is the encryptedPhoneNumber the search answered',
);

/** `regNo` as the search sends it; spaces and lower case are forgiven, nothing is cut off. */
export const regNoParam = (value: RouteParam) =>
  regNo(typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value, 'regNo');

export const erpIdParam = (value: RouteParam, name: 'workshopIdentifier' | 'departmentIdentifier') =>
  erpId(value, name);

export const encryptedPhoneParam = (value: RouteParam) => encryptedPhone(value, 'encryptedPhoneNumber');

export const authTokenParam = (value: RouteParam) => authToken(value, 'authToken');

export const otpTokenParam = (value: RouteParam) => otpToken(value, 'otpToken');

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session an `Authorization: Bearer <token>` header carries; 401 without a well-formed one. */
export function sessionParam(header: RouteParam): string {
  const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
  if (token === undefined || !projectSubschemaValidator('tireHotel', '/$defs/AuthorizationToken')(token))
    throw new TireHotelError(401, TIRE_HOTEL_SESSION_EXPIRED);
  return token;
}
