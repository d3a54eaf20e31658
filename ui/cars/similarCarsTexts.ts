/**
 * The dictionary keys of the similar cars panel with their Swedish defaults (the heading is the page's to
 * give); each market's dictionary translates them.
 */
import { defineTexts } from '../../runtime';

export const useSimilarCarsText = defineTexts({
  similarCarsPrevious: 'Föregående bil',
  similarCarsNext: 'Nästa bil',
});
