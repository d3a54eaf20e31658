/**
 * The catalogue of rendered placeholder images under public/-/media: which car shapes, colours and views,
 * dealership and accessory pictures exist and where they live. `npm run media:demo` renders exactly these
 * files; the generators only point at them.
 */
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import type { BodyType, Colour } from './catalogues/keys.generated';
import type { KitImageName } from './catalogues/kits.generated';
import kitsSchema from './catalogues/kits.schema.json';
import type { Random } from './random';
import { COLOURS } from './vehicleTraits';

export const CAR_SHAPES = ['sedan', 'estate', 'hatchback', 'suv', 'coupe', 'van'] as const;
export type CarShape = (typeof CAR_SHAPES)[number];

export const EXTERIOR_VIEWS = ['front', 'side', 'rear'] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];

export const INTERIOR_VIEWS = ['dashboard', 'seats', 'boot'] as const;
export type InteriorView = (typeof INTERIOR_VIEWS)[number];

export const DEALER_IMAGE_NAMES = [
  'glass-showroom',
  'dark-showroom',
  'timber-showroom',
  'corner-showroom',
  'workshop',
  'used-car-centre',
  'evening-showroom',
] as const;
export type DealerImageName = (typeof DEALER_IMAGE_NAMES)[number];

/** One picture per kind of kit: the kit catalogue schema's own list. */
export const KIT_IMAGE_NAMES = kitsSchema.$defs.KitImageName.enum as readonly KitImageName[];

const MEDIA = '/-/media';

/**
 * The drawn shape of a body: convertibles share the coupé's low silhouette, a pickup the SUV's tall one,
 * every van body (crew van, chassis cab, minibus) the van's.
 */
export function carShape(body: BodyType): CarShape {
  switch (body) {
    case 'convertible':
      return 'coupe';
    case 'pickup':
      return 'suv';
    case 'crewVan':
    case 'chassisCab':
    case 'minibus':
      return 'van';
    default:
      return body;
  }
}

export const carExteriorImage = (shape: CarShape, colour: Colour, view: ExteriorView): string =>
  `${MEDIA}/cars/${shape}-${colour}-${view}.jpg`;

export const carInteriorImage = (shape: CarShape, view: InteriorView): string =>
  `${MEDIA}/cars/${shape}-interior-${view}.jpg`;

export const dealerImage = (name: DealerImageName): string => `${MEDIA}/dealers/${name}.jpg`;

export const kitImage = (name: KitImageName): string => `${MEDIA}/kits/${name}.jpg`;

/**
 * The gallery of one car, 3–6 images: the front three-quarter view first (the list thumbnail), then the
 * side, and a random choice of the rear view and interior pictures.
 */
export function carGallery(random: Random, body: BodyType, colour: Colour): string[] {
  const shape = carShape(body);
  const extras = [
    carExteriorImage(shape, colour, 'rear'),
    ...INTERIOR_VIEWS.map((view) => carInteriorImage(shape, view)),
  ];
  const chosen = new Set(random.sample(extras, random.int(1, extras.length)));
  return [
    carExteriorImage(shape, colour, 'front'),
    carExteriorImage(shape, colour, 'side'),
    ...extras.filter((image) => chosen.has(image)),
  ];
}

function allDemoImages(): string[] {
  return [
    ...CAR_SHAPES.flatMap((shape) => [
      ...COLOURS.flatMap((colour) => EXTERIOR_VIEWS.map((view) => carExteriorImage(shape, colour, view))),
      ...INTERIOR_VIEWS.map((view) => carInteriorImage(shape, view)),
    ]),
    ...DEALER_IMAGE_NAMES.map(dealerImage),
    ...KIT_IMAGE_NAMES.map(kitImage),
  ];
}

/** Blur placeholders keyed by image path; an image that is missing on disk simply has none. */
export type ImageBlurs = Readonly<Record<string, string>>;

let pendingBlurs: Promise<ImageBlurs> | undefined;

/** Computes every catalogue image's placeholder once per process. */
export function demoImageBlurs(): Promise<ImageBlurs> {
  pendingBlurs ??= blurDataUrls(allDemoImages());
  return pendingBlurs;
}

/** The `blur_data_url` of an image, when it has one. */
export function withBlur(image: string, blurs: ImageBlurs): { blur_data_url?: string } {
  const blur = blurs[image];
  return blur === undefined ? {} : { blur_data_url: blur };
}
