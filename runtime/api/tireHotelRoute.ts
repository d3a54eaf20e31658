/**
 * The `/api/tirehotel/*` routes (spec 002 §7 "Tyre storage") over the shared service route plumbing
 * (runtime/http/serviceRoute.ts): each handler gets the request (its query, session header, body and
 * connection address), the process's backend and per-address rate limiters, and the abort of a client
 * that went away.
 */
import type { NextApiRequest } from 'next';
import { type ServiceMethod, serviceRoute } from '../http/serviceRoute';
import { serverTireHotelRateLimiters, serverTireHotelService } from '../services/tireHotel';
import type {
  TireHotelAnswer,
  TireHotelHandlerContext,
} from '../services/tireHotel/handlers/tireHotelHandlers';

type TireHotelHandle = (
  req: NextApiRequest,
  context: TireHotelHandlerContext,
) => Promise<TireHotelAnswer<unknown>>;

export const tireHotelRoute = (method: ServiceMethod, handle: TireHotelHandle) =>
  serviceRoute(method, (req, { signal }) =>
    handle(req, { service: serverTireHotelService(), limiters: serverTireHotelRateLimiters(), signal }),
  );
