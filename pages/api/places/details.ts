/**
 * `GET /api/places/details?placeId=`: the Place (name, coordinates, län) of a chosen prediction.
 * The rules live in runtime/services/places/handlers/. It takes no body, so Next.js's parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handlePlaceDetails, sendPlacesAnswer } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function placesDetails(req: NextApiRequest, res: NextApiResponse) {
  await sendPlacesAnswer(req, res, handlePlaceDetails);
}
