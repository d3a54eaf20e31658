/**
 * The mobile mega menu (below 1280px, spec 000 §4): a full-screen dialog (focus trapped, Escape closes)
 * listing the items; an item with children opens a nested page with a back action. The first page also
 * has the site search, the extra links and the language switcher.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { TransitionProps } from '@mui/material/transitions';
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { MobileLanguageSwitcher } from './LanguageSwitcher';
import { NavAnchor, useItemHref } from './NavAnchor';
import {
  isCurrentPage,
  type ExtraLink,
  type NavigationLanguage,
  type SelectableLink,
} from './navigationModel';
import { focusVisibleSx } from './navigationStyles';
import { useNavText } from './navigationTexts';
import { MegaMenuImage } from './MegaMenuImage';
import { KeyphraseSearchForm } from '../../ui';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  items: SelectableLink[];
  extraLinks: ExtraLink[];
  languages: NavigationLanguage[];
  routePath: string;
  searchPlaceholder: string;
}

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  width: '100%',
  minHeight: 56,
  py: 1.5,
  px: 0,
  m: 0,
  border: 0,
  borderBottom: 1,
  borderColor: 'divider',
  background: 'none',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1.125rem',
  fontWeight: 500,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&[data-selected]': { fontWeight: 700 },
  '&[aria-current]': { color: 'primary.main' },
  ...focusVisibleSx,
} as const;

/** The menu slides in from the right, where the hamburger button is. */
function SlideFromRight({ ref, ...props }: TransitionProps & { children: ReactElement; ref?: Ref<unknown> }) {
  return <Slide direction="left" ref={ref} {...props} />;
}

function SearchForm({ placeholder, onSearch }: { placeholder: string; onSearch: () => void }) {
  const text = useNavText();
  const site = useSite();
  const language = usePageLanguage();

  return (
    <KeyphraseSearchForm
      searchUrl={localisedPath(site, language, site.paths.search)}
      label={placeholder}
      placeholder={placeholder}
      submitText={text('navSearch')}
      onSearch={onSearch}
      inputType="search"
      disabledWhileBlank
      icon="field"
      sx={{
        gap: 1,
        p: 0.75,
        pl: 2,
        mb: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 99,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: 'text.primary' },
      }}
      // Spaced and coloured as the browser's own search field was (padding, line height, placeholder grey).
      inputSx={{
        fontSize: '1rem',
        '& input': { py: 1, px: '2px', height: 'auto', lineHeight: 1.5 },
        '& input::placeholder': { color: 'grey.600', opacity: 1 },
      }}
      buttonProps={{ disableElevation: true, sx: { borderRadius: 99, px: 2.5 } }}
    />
  );
}

export function MobileMenu({
  id,
  open,
  onClose,
  logo,
  items,
  extraLinks,
  languages,
  routePath,
  searchPlaceholder,
}: MobileMenuProps) {
  const text = useNavText();
  const href = useItemHref();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pages, setPages] = useState<SelectableLink[]>([]);
  // Set when the visitor moves between pages, so the new page's heading gets focus (and is announced).
  const pageChanged = useRef(false);
  const page = pages.at(-1);
  const entries = page ? page.children : items;

  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    headingRef.current?.focus();
  }, [page]);

  const openPage = (item: SelectableLink) => {
    pageChanged.current = true;
    setPages((current) => [...current, item]);
  };
  const back = () => {
    pageChanged.current = true;
    setPages((current) => current.slice(0, -1));
  };

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      slots={{ transition: SlideFromRight }}
      slotProps={{
        transition: { onExited: () => setPages([]) },
        paper: { id, sx: { bgcolor: 'background.default', color: 'text.primary' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          minHeight: 64,
          px: { xs: 2.5, sm: 4 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {page ? (
          <Button
            onClick={back}
            startIcon={<Icon name="ChevronLeft" size={20} />}
            sx={{ color: 'text.primary', ml: -1, fontSize: '1rem' }}
          >
            {text('navBack')}
          </Button>
        ) : (
          logo
        )}
        <IconButton onClick={onClose} aria-label={text('navClose')} sx={{ color: 'text.primary', mr: -1 }}>
          <Icon name="Close" size={24} />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2.5, sm: 4 }, pt: 3, pb: 6 }}>
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          {!page && <SearchForm placeholder={searchPlaceholder} onSearch={onClose} />}
          <Box
            component="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            sx={{ m: 0, mb: 1, fontSize: '1.75rem', lineHeight: 1.2, outline: 0 }}
          >
            {page && page.navigable ? (
              <NavAnchor
                href={href(page)}
                external={Boolean(page.externalHref)}
                current={isCurrentPage(page)}
                onClick={onClose}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  display: 'inline-flex',
                  gap: 1,
                  alignItems: 'center',
                  ...focusVisibleSx,
                }}
              >
                {page.title}
                <Icon name="ArrowRight" size={22} />
              </NavAnchor>
            ) : (
              (page?.title ?? text('navMenu'))
            )}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((item) => (
              <li key={item.path}>
                {item.image && <MegaMenuImage image={item.image} />}
                {item.children.length > 0 ? (
                  <Box
                    component="button"
                    type="button"
                    onClick={() => openPage(item)}
                    data-selected={item.selected || undefined}
                    sx={rowSx}
                  >
                    {item.title}
                    <Icon name="ChevronRight" size={20} />
                  </Box>
                ) : (
                  <NavAnchor
                    href={href(item)}
                    external={Boolean(item.externalHref)}
                    current={isCurrentPage(item)}
                    selected={item.selected}
                    onClick={onClose}
                    sx={rowSx}
                  >
                    {item.title}
                  </NavAnchor>
                )}
              </li>
            ))}
          </Box>
          {!page && extraLinks.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 4 }}>
              {extraLinks.map((link) => (
                <li key={link.id}>
                  <NavAnchor
                    href={link.href}
                    external={link.external}
                    onClick={onClose}
                    sx={{ ...rowSx, fontSize: '1rem', minHeight: 48, borderBottom: 0 }}
                  >
                    <Text field={link.title} />
                  </NavAnchor>
                </li>
              ))}
            </Box>
          )}
          {!page && (
            <Box sx={{ mt: 4 }}>
              <MobileLanguageSwitcher languages={languages} routePath={routePath} />
            </Box>
          )}
        </Box>
      </Box>
    </Dialog>
  );
}
