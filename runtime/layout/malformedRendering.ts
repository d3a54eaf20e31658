/**
 * The name a rendering that failed the layout schema is given by the content boundary
 * (runtime/services/content/layoutPayload.ts): the component factory renders the section error for it,
 * so one broken rendering of an upstream payload costs that section and nothing else. No registry
 * component can have this name (component names are folder names without spaces), and `npm run
 * validate` refuses it in a local file as an unknown component.
 */
export const MALFORMED_RENDERING = 'Malformed Rendering';
