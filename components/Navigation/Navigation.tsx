/**
 * The site header (spec 000 §2 Navigation): logo, the desktop bar from 1280px, the hamburger and mobile
 * mega menu below it, an optional message strip, and the sticky transparent variant of the home page.
 */
import Box from '@mui/material/Box';
import { Image, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import {
  ContentIcon,
  Icon,
  localisedPath,
  type IconName,
  type RenderingProps,
  usePageLanguage,
  useSite,
} from '../../runtime';
import { DesktopMenu } from './DesktopMenu';
import type { NavigationFields } from './fields.generated';
import { DesktopLanguageSwitcher } from './LanguageSwitcher';
import { NavAnchor } from './NavAnchor';
import {
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_LOGO_WIDTH,
  DESKTOP_MIN_WIDTH,
  LOGO_SCALE_MAX_WIDTH,
  LOGO_SMALL_SCALE,
  STICKY_SCROLL_THRESHOLD,
  extraLinksOf,
  markSelected,
  type NavigationData,
} from './navigationModel';
import { BELOW_DESKTOP, DESKTOP, focusVisibleSx, frameSx, topItemSx } from './navigationStyles';
import { useNavText } from './navigationTexts';
import { hasContentImage, useThrottledWidth } from '../../ui';

// A closed dialog renders nothing, so the server HTML holds no menu: its code (dialog, focus trap, slide,
// search field) is fetched while the page hydrates instead of being part of the scripts hydration waits for.
const MobileMenu = dynamic(() => import('./MobileMenu').then((module) => module.MobileMenu), { ssr: false });

const NO_NAVIGATION: NavigationData = { items: [], languages: [], routePath: '/', isHome: false };

const textOf = (field: { value: string | number } | undefined) => String(field?.value ?? '').trim();

function sizeOf(field: { value: string | number } | undefined, fallback: number): number {
  const size = Number(textOf(field));
  return Number.isFinite(size) && size > 0 ? size : fallback;
}

function Logo({ fields, onClick }: { fields: NavigationFields; onClick?: () => void }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useNavText();
  const width = sizeOf(fields.LogoWidth, DEFAULT_LOGO_WIDTH);
  const height = sizeOf(fields.LogoHeight, DEFAULT_LOGO_HEIGHT);
  // The Logo field (editors get its chrome), else the site's logo.
  const logo = hasContentImage(fields.Logo) ? fields.Logo : { value: { src: site.logo, alt: '' } };
  return (
    <NavAnchor
      href={localisedPath(site, language, '/')}
      onClick={onClick}
      sx={{ display: 'flex', flexShrink: 0, color: 'inherit', borderRadius: 1, ...focusVisibleSx }}
    >
      {/* JSS's plain img, not next/image: logos are small SVGs that need no optimisation. */}
      <Box
        component={Image}
        field={logo}
        alt={logo.value.alt || text('navHome')}
        width={width}
        height={height}
        sx={{
          display: 'block',
          width,
          height,
          objectFit: 'contain',
          objectPosition: 'left center',
          [`@media (max-width: ${LOGO_SCALE_MAX_WIDTH - 0.02}px)`]: {
            width: width * LOGO_SMALL_SCALE,
            height: height * LOGO_SMALL_SCALE,
          },
        }}
      />
    </NavAnchor>
  );
}

interface MessageTone {
  bgcolor: string;
  color: string;
  icon: IconName;
}

const INFO_TONE: MessageTone = { bgcolor: 'primary.main', color: 'primary.contrastText', icon: 'Info' };
const MESSAGE_TONES: Record<string, MessageTone> = {
  info: INFO_TONE,
  warning: { bgcolor: '#fcefc7', color: '#3d2c00', icon: 'Warning' },
  success: { bgcolor: '#dff3e6', color: '#0f3d24', icon: 'Check' },
};

function MessageStrip({ fields }: { fields: NavigationFields }) {
  const title = textOf(fields.MessageTitle);
  const body = textOf(fields.MessageText);
  if (fields.HasMessage?.value !== true || (!title && !body)) return null;
  const tone = MESSAGE_TONES[textOf(fields.MessageType).toLowerCase()] ?? INFO_TONE;
  const icon = textOf(fields.MessageIcon);
  return (
    <Box sx={{ bgcolor: tone.bgcolor, color: tone.color }}>
      <Box
        sx={{
          ...frameSx,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          py: 1,
          fontSize: '0.875rem',
          lineHeight: 1.4,
          textAlign: 'center',
        }}
      >
        {icon ? <ContentIcon name={icon} size={18} /> : <Icon name={tone.icon} size={18} />}
        {title && (
          <Box component="strong" sx={{ fontWeight: 700 }}>
            <Text field={fields.MessageTitle} />
          </Box>
        )}
        {body && <Text field={fields.MessageText} tag="span" />}
      </Box>
    </Box>
  );
}

/** True once the page is scrolled past `threshold`; the server and first render assume the top. */
function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}

export default function Navigation({
  fields,
  params,
  data,
}: RenderingProps<NavigationFields, NavigationData>) {
  const text = useNavText();
  const router = useRouter();
  const menuId = useId();
  // Without loader data (e.g. a rendering added in the editor before a rebuild) the header still renders.
  const { items, languages, routePath, isHome } = data ?? NO_NAVIGATION;
  const selectable = useMemo(() => markSelected(items, routePath), [items, routePath]);
  const extraLinks = useMemo(() => extraLinksOf(fields.ExtraNavigationItems), [fields.ExtraNavigationItems]);

  const sticky = params.IsSticky === '1' && isHome;
  const scrolled = useScrolledPast(STICKY_SCROLL_THRESHOLD, sticky);
  const transparent = sticky && !scrolled;
  const dark = params.HasDarkTheme === '1';
  const slim = params.SlimNav === '1';

  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu belongs to narrow screens; widening the window past the breakpoint hides it.
  const windowWidth = useThrottledWidth();
  const showMenu = menuOpen && windowWidth < DESKTOP_MIN_WIDTH;
  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const solid = dark
    ? { bgcolor: 'header.background', color: 'header.text' }
    : { bgcolor: 'background.default', color: 'text.primary' };

  return (
    <Box sx={{ position: 'relative', zIndex: 'appBar', ...(sticky ? { height: 0 } : {}) }}>
      <Box
        component="header"
        data-sticky={sticky ? (scrolled ? 'solid' : 'transparent') : undefined}
        sx={[
          { left: 0, right: 0, top: 0, transition: 'background-color 200ms ease, color 200ms ease' },
          transparent
            ? {
                position: 'absolute',
                color: '#fff',
                bgcolor: 'transparent',
                backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0))',
                '&:hover, &:focus-within': { ...solid, backgroundImage: 'none' },
              }
            : solid,
          sticky && scrolled
            ? {
                position: 'fixed',
                boxShadow: '0 6px 24px -12px rgba(15, 23, 42, 0.35)',
                '@keyframes navSlideIn': {
                  from: { transform: 'translateY(-100%)' },
                  to: { transform: 'none' },
                },
                animation: 'navSlideIn 240ms ease-out',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }
            : {},
          params.ShowSeparator === '1'
            ? { borderBottom: 1, borderColor: dark || transparent ? 'rgba(255, 255, 255, 0.18)' : 'divider' }
            : {},
        ]}
      >
        <MessageStrip fields={fields} />
        <Box sx={{ position: 'relative' }}>
          <Box
            sx={[
              frameSx,
              {
                display: 'flex',
                alignItems: 'center',
                minHeight: slim ? 60 : 72,
                [DESKTOP]: { minHeight: slim ? 64 : 88 },
              },
            ]}
          >
            <Logo fields={fields} />
            <DesktopMenu items={selectable} />
            <Box
              component="ul"
              sx={{
                display: 'none',
                alignSelf: 'stretch',
                listStyle: 'none',
                m: 0,
                p: 0,
                [DESKTOP]: { display: 'flex' },
              }}
            >
              {extraLinks.map((link) => (
                <Box component="li" key={link.id} sx={{ display: 'flex' }}>
                  <NavAnchor
                    href={link.href}
                    external={link.external}
                    sx={{ ...topItemSx, fontSize: '0.875rem' }}
                  >
                    <Text field={link.title} />
                  </NavAnchor>
                </Box>
              ))}
              <DesktopLanguageSwitcher languages={languages} routePath={routePath} />
            </Box>
            <Box
              component="button"
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={text('navMenu')}
              aria-haspopup="dialog"
              aria-expanded={showMenu}
              aria-controls={showMenu ? menuId : undefined}
              sx={{
                ...topItemSx,
                ml: 'auto',
                mr: -1,
                minHeight: 48,
                gap: 1,
                '&::after': { display: 'none' },
                [BELOW_DESKTOP]: { display: 'inline-flex' },
                [DESKTOP]: { display: 'none' },
              }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {text('navMenu')}
              </Box>
              <Icon name="Menu" size={26} />
            </Box>
          </Box>
        </Box>
      </Box>
      <MobileMenu
        id={menuId}
        open={showMenu}
        onClose={() => setMenuOpen(false)}
        logo={<Logo fields={fields} onClick={() => setMenuOpen(false)} />}
        items={selectable}
        extraLinks={extraLinks}
        languages={languages}
        routePath={routePath}
        searchPlaceholder={textOf(fields.SearchPlaceholder) || text('navSearchPlaceholder')}
      />
    </Box>
  );
}
