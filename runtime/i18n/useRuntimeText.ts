import { DEFAULT_TEXTS } from './defaultTexts';
import { defineTexts } from './defineTexts';

/** Looks up a runtime text in the dictionary, falling back to its documented default. */
export const useRuntimeText = defineTexts(DEFAULT_TEXTS);
