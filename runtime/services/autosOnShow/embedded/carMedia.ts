/**
 * What the embedded service serves for one car on show, worked out from its vehicle record and the
 * showroom catalogue: 360° exterior frames drawn in its body shape and paint, for most cars interior
 * frames in a trim, and for some cars of filmed brands a film. Which cars get a film, interior views
 * and which trim follows from the car id, so a car always has the same media.
 */
import type { AutosOnShowMedia } from '../contract';
import { exteriorFrameUrls, interiorFrameUrls } from './frameUrls';
import { type AutosOnShowCatalogue, frameShape, paintKey } from './showroomCatalogue';

/** The vehicle record fields the media depend on. */
export interface CarOnShow {
  car_id: string;
  car_regno: string;
  car_brand?: string;
  car_body?: string;
  car_color?: string;
}

/** A number in [0, 1) fixed by `text` (FNV-1a): the same car draws the same lots. */
function lot(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

const pick = <T>(choices: readonly T[], draw: number): T | undefined =>
  choices[Math.floor(draw * choices.length)];

export function carMedia(car: CarOnShow, catalogue: AutosOnShowCatalogue): AutosOnShowMedia {
  const films = car.car_brand ? catalogue.films[car.car_brand] : undefined;
  const videoUrl =
    films && lot(`${car.car_id}:film`) < catalogue.filmShare
      ? pick(films, lot(`${car.car_id}:which film`))
      : undefined;
  const trim = pick(Object.keys(catalogue.trims).sort(), lot(`${car.car_id}:trim`));
  const interior = trim !== undefined && lot(`${car.car_id}:interior`) < catalogue.interiorShare;
  return {
    regNo: car.car_regno,
    hasVideo: videoUrl !== undefined,
    ...(videoUrl ? { videoUrl } : {}),
    has360: true,
    images360: exteriorFrameUrls(frameShape(catalogue, car.car_body), paintKey(catalogue, car.car_color)),
    hasInternal360: interior,
    internal360: interior ? interiorFrameUrls(trim) : [],
  };
}
