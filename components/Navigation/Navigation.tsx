/**
 * The site header (spec 000 §2 Navigation): logo, the desktop bar from 1280px, the hamburger and mobile
 * mega menu below it, an optional message strip, and the sticky transparent variant of the home page.
 */
import { Image, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  classNames,
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
  LOGO_SMALL_SCALE,
  STICKY_SCROLL_THRESHOLD,
  extraLinksOf,
  markSelected,
  type NavigationData,
} from './navigationModel';
import styles from './Navigation.module.css';
import { useNavText } from './navigationTexts';
import { hasContentImage, useThrottledWidth } from '../../ui';

// A closed dialog renders nothing, so the server HTML holds no menu: its code (dialog, pages, search field)
// is fetched while the page hydrates instead of being part of the scripts hydration waits for.
const MobileMenu = dynamic(() => import('./MobileMenu').then((module) => module.MobileMenu), { ssr: false });

const NO_NAVIGATION: NavigationData = { items: [], languages: [], routePath: '/', isHome: false };

const textOf = (field: { value: string | number } | undefined) => String(field?.value ?? '').trim();

function sizeOf(field: { value: string | number } | undefined, fallback: number): number {
  const size = Number(textOf(field));
  return Number.isFinite(size) && size > 0 ? size : fallback;
}

/** The logo's size for Navigation.module.css: as the rendering sets it, and scaled for narrow screens. */
type LogoSize = CSSProperties &
  Record<'--logo-width' | '--logo-height' | '--logo-small-width' | '--logo-small-height', string>;

function Logo({ fields, onClick }: { fields: NavigationFields; onClick?: () => void }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useNavText();
  const width = sizeOf(fields.LogoWidth, DEFAULT_LOGO_WIDTH);
  const height = sizeOf(fields.LogoHeight, DEFAULT_LOGO_HEIGHT);
  const size: LogoSize = {
    '--logo-width': `${width}px`,
    '--logo-height': `${height}px`,
    '--logo-small-width': `${width * LOGO_SMALL_SCALE}px`,
    '--logo-small-height': `${height * LOGO_SMALL_SCALE}px`,
  };
  // The Logo field (editors get its chrome), else the site's logo.
  const logo = hasContentImage(fields.Logo) ? fields.Logo : { value: { src: site.logo, alt: '' } };
  return (
    <NavAnchor
      href={localisedPath(site, language, '/')}
      onClick={onClick}
      className={classNames(styles.logoLink, styles.focusRing)}
    >
      {/* JSS's plain img, not next/image: logos are small SVGs that need no optimisation. */}
      <Image
        field={logo}
        alt={logo.value.alt || text('navHome')}
        width={width}
        height={height}
        className={styles.logo}
        style={size}
      />
    </NavAnchor>
  );
}

interface MessageTone {
  className: string | undefined;
  icon: IconName;
}

const INFO_TONE: MessageTone = { className: styles.messageInfo, icon: 'Info' };
const MESSAGE_TONES: Record<string, MessageTone> = {
  info: INFO_TONE,
  warning: { className: styles.messageWarning, icon: 'Warning' },
  success: { className: styles.messageSuccess, icon: 'Check' },
};

function MessageStrip({ fields }: { fields: NavigationFields }) {
  const title = textOf(fields.MessageTitle);
  const body = textOf(fields.MessageText);
  if (fields.HasMessage?.value !== true || (!title && !body)) return null;
  const tone = MESSAGE_TONES[textOf(fields.MessageType).toLowerCase()] ?? INFO_TONE;
  const icon = textOf(fields.MessageIcon);
  return (
    <div className={tone.className}>
      <div className={classNames(styles.frame, styles.message)}>
        {icon ? <ContentIcon name={icon} size={18} /> : <Icon name={tone.icon} size={18} />}
        {title && (
          <strong>
            <Text field={fields.MessageTitle} />
          </strong>
        )}
        {body && <Text field={fields.MessageText} tag="span" />}
      </div>
    </div>
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

  return (
    <div className={classNames(styles.root, sticky && styles.rootSticky)}>
      <header
        data-sticky={sticky ? (scrolled ? 'solid' : 'transparent') : undefined}
        className={classNames(
          styles.header,
          dark && styles.dark,
          params.ShowSeparator === '1' && styles.separator,
        )}
      >
        <MessageStrip fields={fields} />
        <div className={styles.bar}>
          <div className={classNames(styles.frame, styles.barRow, slim && styles.slim)}>
            <Logo fields={fields} />
            <DesktopMenu items={selectable} />
            <ul className={styles.extraList}>
              {extraLinks.map((link) => (
                <li key={link.id} className={styles.flexItem}>
                  <NavAnchor
                    href={link.href}
                    external={link.external}
                    className={classNames(styles.topItem, styles.extraItem)}
                  >
                    <Text field={link.title} />
                  </NavAnchor>
                </li>
              ))}
              <DesktopLanguageSwitcher languages={languages} routePath={routePath} />
            </ul>
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={text('navMenu')}
              aria-haspopup="dialog"
              aria-expanded={showMenu}
              aria-controls={showMenu ? menuId : undefined}
              className={classNames(styles.topItem, styles.hamburger)}
            >
              <span className={styles.hamburgerLabel}>{text('navMenu')}</span>
              <Icon name="Menu" size={26} />
            </button>
          </div>
        </div>
      </header>
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
    </div>
  );
}
