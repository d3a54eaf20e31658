/**
 * `npm run media:demo`: renders the placeholder pictures of the demo stock (cars in every shape, colour and
 * view, their interiors, dealerships and accessory kits) from SVG with sharp into public/-/media as
 * 1200×800 JPEGs. The output is deterministic; commit it. `-- --only <text>` renders only the files whose
 * path contains the text.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import {
  CAR_SHAPES,
  DEALER_IMAGE_NAMES,
  EXTERIOR_VIEWS,
  INTERIOR_VIEWS,
  KIT_IMAGE_NAMES,
  carExteriorImage,
  carInteriorImage,
  dealerImage,
  kitImage,
} from '../seed/demoImages';
import { COLOURS } from '../seed/vehicleTraits';
import { STUDIO_GROUND, carExteriorSvg } from './carIllustration';
import { dealerScene, type ParkedCar } from './dealerIllustration';
import { carInteriorSvg } from './interiorIllustration';
import { kitSvg } from './kitIllustration';
import { HEIGHT, WIDTH } from './svg';

const JPEG_OPTIONS = { quality: 72, mozjpeg: true } as const;

interface Job {
  image: string;
  render(): Promise<Buffer>;
}

const svgJpeg = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();

async function parkedCarOverlay(car: ParkedCar): Promise<OverlayOptions> {
  const width = Math.round(WIDTH * car.scale);
  const input = await sharp(Buffer.from(carExteriorSvg(car.shape, car.colour, car.view, false)))
    .resize(width)
    .png()
    .toBuffer();
  return {
    input,
    left: Math.round(car.centreX - width / 2),
    top: Math.round(car.groundY - STUDIO_GROUND * car.scale),
  };
}

async function dealerJpeg(name: (typeof DEALER_IMAGE_NAMES)[number]): Promise<Buffer> {
  const scene = dealerScene(name);
  const overlays = await Promise.all(scene.cars.map(parkedCarOverlay));
  const background = await sharp(Buffer.from(scene.svg)).png().toBuffer();
  return sharp(background).composite(overlays).resize(WIDTH, HEIGHT).jpeg(JPEG_OPTIONS).toBuffer();
}

function jobs(): Job[] {
  return [
    ...CAR_SHAPES.flatMap((shape) => [
      ...COLOURS.flatMap((colour) =>
        EXTERIOR_VIEWS.map((view) => ({
          image: carExteriorImage(shape, colour, view),
          render: () => svgJpeg(carExteriorSvg(shape, colour, view)),
        })),
      ),
      ...INTERIOR_VIEWS.map((view) => ({
        image: carInteriorImage(shape, view),
        render: () => svgJpeg(carInteriorSvg(shape, view)),
      })),
    ]),
    ...DEALER_IMAGE_NAMES.map((name) => ({ image: dealerImage(name), render: () => dealerJpeg(name) })),
    ...KIT_IMAGE_NAMES.map((name) => ({ image: kitImage(name), render: () => svgJpeg(kitSvg(name)) })),
  ];
}

function onlyFilter(args: readonly string[]): string | undefined {
  const index = args.indexOf('--only');
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value) {
    console.error('media:demo: --only needs a text, e.g. --only suv-');
    process.exit(1);
  }
  return value;
}

async function renderAll(selected: readonly Job[]): Promise<number> {
  const publicDir = path.join(process.cwd(), 'public');
  let bytes = 0;
  for (const job of selected) {
    const file = path.join(publicDir, job.image);
    await mkdir(path.dirname(file), { recursive: true });
    const jpeg = await job.render();
    await writeFile(file, jpeg);
    bytes += jpeg.length;
  }
  return bytes;
}

const only = onlyFilter(process.argv.slice(2));
const selected = jobs().filter((job) => !only || job.image.includes(only));
const started = performance.now();
const bytes = await renderAll(selected);
console.log(
  `media:demo: ${selected.length} image${selected.length === 1 ? '' : 's'}, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
