/**
 * The showroom catalogue the embedded autos-on-show service draws and links from
 * (`showroomCatalogue.json`, schema schemas/autosOnShowCatalogue.schema.json): films by brand, paints and
 * body shapes by the words the vehicle indexes use for them, interior trims. Checked against its schema on
 * first use, so a broken table stops the service with every problem rather than drawing a wrong car.
 */
import type {
  AutosOnShowCatalogue,
  FrameShape,
  InteriorTrim,
} from '../../../../schemas/generated/autosOnShowCatalogue';
import { projectValidator, validateWith } from '../../../config/schemaValidator';
import catalogueJson from './showroomCatalogue.json';

export type { AutosOnShowCatalogue, FrameShape, InteriorTrim };

const CATALOGUE_FILE = 'runtime/services/autosOnShow/embedded/showroomCatalogue.json';

/** `data` as a catalogue; throws with `file#/pointer: message` for each problem. */
export function checkedCatalogue(data: unknown): AutosOnShowCatalogue {
  const problems = validateWith(projectValidator('autosOnShowCatalogue'), data, CATALOGUE_FILE);
  const catalogue = data as AutosOnShowCatalogue;
  if (problems.length === 0 && !(catalogue.defaultPaint in catalogue.paints))
    problems.push({ file: CATALOGUE_FILE, pointer: '/defaultPaint', message: 'names no paint' });
  if (problems.length > 0)
    throw new Error(
      problems.map(({ file, pointer, message }) => `${file}#${pointer}: ${message}`).join('\n'),
    );
  return catalogue;
}

let shipped: AutosOnShowCatalogue | undefined;

export function showroomCatalogue(): AutosOnShowCatalogue {
  shipped ??= checkedCatalogue(structuredClone(catalogueJson));
  return shipped;
}

const spoken = (word: string) => word.trim().toLocaleLowerCase('en');

/** The key of the paint `car_color` names, else the catalogue's default paint. */
export function paintKey(catalogue: AutosOnShowCatalogue, colourWord: string | undefined): string {
  const word = spoken(colourWord ?? '');
  const found = Object.entries(catalogue.paints).find(([, paint]) =>
    paint.words.some((w) => spoken(w) === word),
  );
  return found?.[0] ?? catalogue.defaultPaint;
}

/** The shape `car_body` names, else the catalogue's default shape. */
export function frameShape(catalogue: AutosOnShowCatalogue, bodyWord: string | undefined): FrameShape {
  const word = spoken(bodyWord ?? '');
  const found = Object.entries(catalogue.shapes).find(([, words]) => words?.some((w) => spoken(w) === word));
  return (found?.[0] as FrameShape | undefined) ?? catalogue.defaultShape;
}
