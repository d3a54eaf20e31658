/**
 * The site-wide alert bar (spec 000 §4): Warning, Dark, Light or Neutral colours; every type but Warning
 * can be closed, which hides alert bars for a day (cookie `hideAlert`, path `/`).
 *
 * A closed bar must never flash on a later page load. Pages are statically generated, so the server never
 * sees the visitor's cookie and always renders the bar. Two things hide it before the first paint:
 * - a tiny inline script, placed right before the bar's markup, which the browser runs while parsing and
 *   which marks `<html data-hide-alert>` when the cookie is present;
 * - a style rule (in the `<head>`, from the server's emotion styles) hiding closable bars under that mark.
 * After hydration the component reads the cookie itself and renders nothing. The script is only rendered on
 * the server and during hydration: React never runs scripts it creates in the browser (and warns about
 * them), and on client-side navigation the component reads the cookie on its first render anyway.
 */
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { grey } from '@mui/material/colors';
import type { Theme } from '@mui/material/styles';
import { Link, RichText } from '@sitecore-jss/sitecore-jss-nextjs';
import { useState, useSyncExternalStore } from 'react';
import { getCookie, Icon, setCookie, type RenderingProps, usePageI18n } from '../../runtime';
import type { AlertBarFields } from './fields.generated';
import { useHydrated } from '../../ui';

export const HIDE_ALERT_COOKIE = 'hideAlert';
/** Lifetime of the cookie (spec 000 §9). */
export const HIDE_ALERT_DAYS = 1;

const HIDE_BEFORE_PAINT_SCRIPT = `if(/(?:^|;\\s*)${HIDE_ALERT_COOKIE}=/.test(document.cookie))document.documentElement.dataset.hideAlert='1'`;

type AlertType = 'Warning' | 'Dark' | 'Light' | 'Neutral';

/** The bar's type; unknown or missing values (unvalidated Edge content) get the neutral colours. */
function alertType(value: unknown): AlertType {
  return value === 'Warning' || value === 'Dark' || value === 'Light' ? value : 'Neutral';
}

const COLOURS: Record<AlertType, (theme: Theme) => { bgcolor: string; color: string; borderColor?: string }> =
  {
    Warning: (theme) => ({
      bgcolor: theme.palette.warning.light,
      color: theme.palette.getContrastText(theme.palette.warning.light),
    }),
    Dark: (theme) => ({ bgcolor: grey[900], color: theme.palette.common.white }),
    Light: (theme) => ({
      bgcolor: theme.palette.common.white,
      color: theme.palette.text.primary,
      borderColor: theme.palette.divider,
    }),
    Neutral: (theme) => ({ bgcolor: grey[200], color: theme.palette.text.primary }),
  };

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
  const [closing, setClosing] = useState(false);

  // While it collapses after a click the cookie is already set; the bar stays until the animation ends.
  if (closable && cookieSet && !closing) return null;

  const close = () => {
    setCookie(HIDE_ALERT_COOKIE, '1', { days: HIDE_ALERT_DAYS });
    setClosing(true);
  };

  return (
    <>
      {closable && serverMarkup && <script dangerouslySetInnerHTML={{ __html: HIDE_BEFORE_PAINT_SCRIPT }} />}
      <Collapse
        in={!closing}
        unmountOnExit
        sx={closable ? { 'html[data-hide-alert] &': { display: 'none' } } : undefined}
      >
        <Box
          component="section"
          aria-label={t('alertLabel', { defaultValue: 'Meddelande' })}
          data-alert-type={type}
          sx={(theme) => {
            const { borderColor, ...colours } = COLOURS[type](theme);
            return { ...colours, borderBottom: borderColor ? `1px solid ${borderColor}` : undefined };
          }}
        >
          <Container
            maxWidth="lg"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, minHeight: 44 }}
          >
            {type === 'Warning' && <Icon name="Warning" size={20} style={{ flexShrink: 0 }} />}
            <Box
              sx={{
                flex: 1,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 2,
                rowGap: 0.5,
                fontSize: '0.9375rem',
                lineHeight: 1.5,
                '& p': { m: 0 },
                '& a': { color: 'inherit', fontWeight: 600, textUnderlineOffset: 3 },
              }}
            >
              <RichText field={fields.Text} />
              {fields.Link?.value.href && <Link field={fields.Link} />}
            </Box>
            {closable && (
              <IconButton
                onClick={close}
                aria-label={t('alertClose', { defaultValue: 'Stäng' })}
                color="inherit"
                size="small"
                sx={{ flexShrink: 0 }}
              >
                <Icon name="Close" size={20} />
              </IconButton>
            )}
          </Container>
        </Box>
      </Collapse>
    </>
  );
}
