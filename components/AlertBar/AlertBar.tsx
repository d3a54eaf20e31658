/**
 * The site-wide alert bar (spec 000 §4): Warning, Dark, Light or Neutral colours; every type but Warning
 * can be closed, which hides alert bars for a day (cookie `hideAlert`, path `/`).
 *
 * A closed bar must never flash on a later page load. Pages are statically generated, so the server never
 * sees the visitor's cookie and always renders the bar. Two things hide it before the first paint:
 * - a tiny inline script, placed right before the bar's markup, which the browser runs while parsing and
 *   which marks `<html data-hide-alert>` when the cookie is present;
 * - a rule of the bar's stylesheet (AlertBar.module.css, linked in the `<head>`) hiding closable bars
 *   under that mark.
 * After hydration the component reads the cookie itself and renders nothing. The script is only rendered on
 * the server and during hydration: React never runs scripts it creates in the browser (and warns about
 * them), and on client-side navigation the component reads the cookie on its first render anyway.
 */
import { Link, RichText } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  classNames,
  container,
  getCookie,
  Icon,
  iconButton,
  setCookie,
  type RenderingProps,
  usePageI18n,
} from '../../runtime';
import type { AlertBarFields } from './fields.generated';
import { useHydrated } from '../../ui';
import styles from './AlertBar.module.css';

export const HIDE_ALERT_COOKIE = 'hideAlert';
/** Lifetime of the cookie (spec 000 §9). */
export const HIDE_ALERT_DAYS = 1;

const HIDE_BEFORE_PAINT_SCRIPT = `if(/(?:^|;\\s*)${HIDE_ALERT_COOKIE}=/.test(document.cookie))document.documentElement.dataset.hideAlert='1'`;

type AlertType = 'Warning' | 'Dark' | 'Light' | 'Neutral';

/** The bar's type; unknown or missing values (unvalidated Edge content) get the neutral colours. */
function alertType(value: unknown): AlertType {
  return value === 'Warning' || value === 'Dark' || value === 'Light' ? value : 'Neutral';
}

/** How long a closed bar takes to fold away: the transition of AlertBar.module.css (MUI Collapse's). */
const COLLAPSE_MS = 300;

/** Shown, folding away after the visitor closed it, or gone. */
type BarState = 'open' | 'closing' | 'closed';

const noSubscription = () => () => undefined;
/** Whether the visitor closed an alert; false on the server and during hydration, to match the markup. */
const useHideAlertCookie = () =>
  useSyncExternalStore(
    noSubscription,
    () => getCookie(HIDE_ALERT_COOKIE) !== undefined,
    () => false,
  );

export default function AlertBar({ fields }: RenderingProps<AlertBarFields>) {
  const { t } = usePageI18n();
  const type = alertType(fields.Type?.value);
  const closable = type !== 'Warning';
  const serverMarkup = !useHydrated();
  const cookieSet = useHideAlertCookie();
  const [state, setState] = useState<BarState>('open');

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(() => setState('closed'), COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // While it collapses after a click the cookie is already set; the bar stays until the animation ends.
  if (state === 'closed' || (closable && cookieSet && state === 'open')) return null;

  const close = () => {
    setCookie(HIDE_ALERT_COOKIE, '1', { days: HIDE_ALERT_DAYS });
    setState('closing');
  };

  return (
    <>
      {closable && serverMarkup && <script dangerouslySetInnerHTML={{ __html: HIDE_BEFORE_PAINT_SCRIPT }} />}
      <div
        className={classNames(
          styles.collapse,
          closable && styles.closable,
          state === 'closing' && styles.collapsing,
        )}
      >
        <section
          aria-label={t('alertLabel', { defaultValue: 'Meddelande' })}
          data-alert-type={type}
          className={styles.bar}
        >
          <div className={classNames(container.container, container.lg, styles.row)}>
            {type === 'Warning' && <Icon name="Warning" size={20} className={styles.icon} />}
            <div className={styles.message}>
              <RichText field={fields.Text} />
              {fields.Link?.value.href && <Link field={fields.Link} />}
            </div>
            {closable && (
              <button
                type="button"
                onClick={close}
                aria-label={t('alertClose', { defaultValue: 'Stäng' })}
                className={classNames(iconButton.iconButton, iconButton.small)}
              >
                <Icon name="Close" size={20} />
              </button>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
