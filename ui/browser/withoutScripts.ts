/**
 * The media query of a page read without JavaScript (a crawler, a phone with scripts off): styles under it
 * show what the server rendered for that case and hide controls that need scripts.
 */
export const WITHOUT_SCRIPTS = '@media (scripting: none)';
