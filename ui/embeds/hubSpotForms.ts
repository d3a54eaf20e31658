/**
 * HubSpot's form embed as the site uses it (spec 001 §7 Embedded forms, §9): the embed script of the
 * portal's region (`js.hsforms.net`, or `js-<region>.hsforms.net` for a region other than `na1`) and the
 * form its global `hbspt.forms.create` draws into a target element. A popup form is drawn again
 * POPUP_RECREATE_MS after each submit, so the popup is ready for the next visitor. Browser only.
 */
import { loadScript } from './loadScript';

/** Spec 001 §9: "HubSpot popup re-creates the form 3000 ms after a submit". */
export const POPUP_RECREATE_MS = 3_000;

const REGION = /^[a-z]{2}[0-9]{1,2}$/;

export interface HubSpotFormOptions {
  portalId: string;
  formId: string;
  /** `na1`, `eu1`, …; HubSpot's default (`na1`) when absent. */
  region?: string;
  /** The CSS selector of the element the form is drawn in. */
  target: string;
  onFormSubmitted?: () => void;
}

declare global {
  interface Window {
    hbspt?: { forms: { create(options: HubSpotFormOptions): unknown } };
  }
}

/** The region a field names, when it is one HubSpot has (lower case, e.g. `eu1`). */
export function hubSpotRegion(value: string | undefined): string | undefined {
  const region = value?.trim().toLowerCase();
  return region && REGION.test(region) ? region : undefined;
}

export const hubSpotScriptUrl = (region: string | undefined): string =>
  `https://${region && region !== 'na1' ? `js-${region}` : 'js'}.hsforms.net/forms/embed/v2.js`;

/**
 * Loads the embed script and draws the form; a popup form is drawn afresh POPUP_RECREATE_MS after each
 * submit. Returns the cleanup: no form is drawn, and no timer fires, after it is called.
 */
export function mountHubSpotForm(
  options: Omit<HubSpotFormOptions, 'onFormSubmitted'>,
  popup: boolean,
): () => void {
  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const create = () => {
    if (!active) return;
    const target = document.querySelector(options.target);
    if (target) target.replaceChildren();
    window.hbspt?.forms.create({
      ...options,
      ...(popup
        ? {
            onFormSubmitted: () => {
              clearTimeout(timer);
              timer = setTimeout(create, POPUP_RECREATE_MS);
            },
          }
        : {}),
    });
  };
  loadScript(hubSpotScriptUrl(options.region)).then(create, (error: unknown) =>
    console.error('HubSpotForm: the HubSpot form script did not load', error),
  );
  return () => {
    active = false;
    clearTimeout(timer);
  };
}
