/**
 * The mobile mega menu (below 1280px, spec 000 §4): a full-screen modal dialog (the page behind it inert,
 * Escape closes) listing the items; an item with children opens a nested page with a back action. The
 * first page also has the site search, the extra links and the language switcher.
 */
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classNames, Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { MobileLanguageSwitcher } from './LanguageSwitcher';
import { NavAnchor, useItemHref } from './NavAnchor';
import navigation from './Navigation.module.css';
import {
  isCurrentPage,
  type ExtraLink,
  type NavigationLanguage,
  type SelectableLink,
} from './navigationModel';
import { useNavText } from './navigationTexts';
import { MegaMenuImage } from './MegaMenuImage';
import styles from './MobileMenu.module.css';
import { KeyphraseSearchForm, useModalDialog } from '../../ui';

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

type MenuContentProps = Omit<MobileMenuProps, 'id' | 'open'> & { headingId: string };

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
      className={styles.search}
      inputClassName={styles.searchField}
      buttonProps={{ disableElevation: true, className: styles.searchButton }}
    />
  );
}

/** The menu's pages: the items, then the page of each item with children the visitor opens. */
function MenuContent({
  headingId,
  onClose,
  logo,
  items,
  extraLinks,
  languages,
  routePath,
  searchPlaceholder,
}: MenuContentProps) {
  const text = useNavText();
  const href = useItemHref();
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
    <>
      <div className={styles.top}>
        {page ? (
          <button type="button" onClick={back} className={styles.back}>
            <Icon name="ChevronLeft" size={20} className={styles.backIcon} />
            {text('navBack')}
          </button>
        ) : (
          logo
        )}
        <button type="button" onClick={onClose} aria-label={text('navClose')} className={styles.close}>
          <Icon name="Close" size={24} />
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.content}>
          {!page && <SearchForm placeholder={searchPlaceholder} onSearch={onClose} />}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {page && page.navigable ? (
              <NavAnchor
                href={href(page)}
                external={Boolean(page.externalHref)}
                current={isCurrentPage(page)}
                onClick={onClose}
                className={classNames(styles.headingLink, navigation.focusRing)}
              >
                {page.title}
                <Icon name="ArrowRight" size={22} />
              </NavAnchor>
            ) : (
              (page?.title ?? text('navMenu'))
            )}
          </h2>
          <ul className={styles.list}>
            {entries.map((item) => (
              <li key={item.path}>
                {item.image && <MegaMenuImage image={item.image} />}
                {item.children.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => openPage(item)}
                    data-selected={item.selected || undefined}
                    className={classNames(styles.row, navigation.focusRing)}
                  >
                    {item.title}
                    <Icon name="ChevronRight" size={20} />
                  </button>
                ) : (
                  <NavAnchor
                    href={href(item)}
                    external={Boolean(item.externalHref)}
                    current={isCurrentPage(item)}
                    selected={item.selected}
                    onClick={onClose}
                    className={classNames(styles.row, navigation.focusRing)}
                  >
                    {item.title}
                  </NavAnchor>
                )}
              </li>
            ))}
          </ul>
          {!page && extraLinks.length > 0 && (
            <ul className={classNames(styles.list, styles.extraList)}>
              {extraLinks.map((link) => (
                <li key={link.id}>
                  <NavAnchor
                    href={link.href}
                    external={link.external}
                    onClick={onClose}
                    className={classNames(styles.row, styles.extraRow, navigation.focusRing)}
                  >
                    <Text field={link.title} />
                  </NavAnchor>
                </li>
              ))}
            </ul>
          )}
          {!page && (
            <div className={styles.languages}>
              <MobileLanguageSwitcher languages={languages} routePath={routePath} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}

export function MobileMenu({ id, open, onClose, ...content }: MobileMenuProps) {
  const headingId = useId();
  // In the page while open and while sliding out; closed, the menu renders nothing and its pages reset.
  // Open, the dialog itself has focus, announced by its heading, rather than its first link (the logo);
  // closed, the browser gives focus back to the hamburger button.
  const { rendered, dialogClassName, dialogProps } = useModalDialog(open, onClose, 'slideFromRight');
  if (!rendered) return null;
  return (
    <dialog
      {...dialogProps}
      id={id}
      aria-labelledby={headingId}
      className={classNames(dialogClassName, styles.menu)}
    >
      <MenuContent headingId={headingId} onClose={onClose} {...content} />
    </dialog>
  );
}
