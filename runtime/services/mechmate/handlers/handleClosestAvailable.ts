/**
 * `GET /api/mechmate/departments/closestAvailable?regNo&serviceOfferings&latitude&longitude&cursor`
 * (spec 002 §7, §9): the parameters checked (400 in the error shape otherwise), then the backend's
 * workshop messages for the route to stream as server-sent events — a workshop each, the first batch of
 * 5 and then 4 more, or `{nosites}`, or `{error}`. A backend that fails mid-stream ends it with one
 * `{error}` message (logged), which the page shows as "no workshops"; a client that goes away aborts
 * the backend's work through the context's signal.
 */
import {
  isMechmateError,
  type MechmateErrorBody,
  mechmateErrorBody,
  type MechmateStreamMessage,
} from '../contract';
import { callOptions, type MechmateHandlerContext, type MechmateQuery } from './mechmateHandlers';
import { cursorParam, offeringCodesParam, positionParam, registrationNumberParam } from './mechmateParams';

export type ClosestAvailableAnswer =
  { status: 400; body: MechmateErrorBody } | { status: 200; messages: AsyncIterable<MechmateStreamMessage> };

/** One server-sent event carrying `message`. */
export const sseEvent = (message: MechmateStreamMessage): string => `data: ${JSON.stringify(message)}\n\n`;

export function handleClosestAvailable(
  query: MechmateQuery,
  context: MechmateHandlerContext,
): ClosestAvailableAnswer {
  try {
    const cursor = cursorParam(query.cursor);
    const search = {
      registrationNumber: registrationNumberParam(query.regNo),
      serviceOfferings: offeringCodesParam(query.serviceOfferings),
      ...positionParam(query.latitude, query.longitude, ['latitude', 'longitude']),
      ...(cursor === undefined ? {} : { cursor }),
    };
    return {
      status: 200,
      messages: guarded(context.service.closestAvailable(search, callOptions(context)), context),
    };
  } catch (error) {
    if (isMechmateError(error)) return { status: 400, body: mechmateErrorBody(error.code, error.message) };
    throw error;
  }
}

async function* guarded(
  messages: AsyncIterable<MechmateStreamMessage>,
  { signal, logError = console.error }: MechmateHandlerContext,
): AsyncGenerator<MechmateStreamMessage> {
  try {
    for await (const message of messages) {
      if (signal?.aborted) return;
      yield message;
    }
  } catch (error) {
    if (signal?.aborted) return;
    logError("The workshop backend's closestAvailable stream failed:", error);
    yield { error: 'ServerError' };
  }
}
