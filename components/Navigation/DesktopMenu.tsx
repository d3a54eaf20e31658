/**
 * The desktop bar's items (from 1280px): links, dropdowns for items with children, and a show-more
 * dropdown holding the items that do not fit the width left by logo, extra links and language switcher.
 */
import { useEffect, useRef, useState } from 'react';
import { classNames, Icon } from '../../runtime';
import { DesktopDropdown } from './DesktopDropdown';
import { NavAnchor, useItemHref } from './NavAnchor';
import styles from './Navigation.module.css';
import { fittingItemCount, isCurrentPage, type SelectableLink } from './navigationModel';
import { useNavText } from './navigationTexts';
import { useThrottledWidth } from '../../ui';

/** An item with children is a page of its own only when its editors say so. */
const isLinkable = (item: SelectableLink) => item.children.length === 0 || item.navigable;

function ItemLabel({ item, heading = false }: { item: SelectableLink; heading?: boolean }) {
  const href = useItemHref();
  const className = classNames(styles.panelLink, heading && styles.panelHeading);
  if (!isLinkable(item))
    return (
      <span data-selected={item.selected || undefined} className={className}>
        {item.title}
      </span>
    );
  return (
    <NavAnchor
      href={href(item)}
      external={Boolean(item.externalHref)}
      current={isCurrentPage(item)}
      selected={item.selected}
      className={className}
    >
      {item.title}
    </NavAnchor>
  );
}

/** A heading (the item) over a list of its children, each with its own children indented below. */
function MenuColumn({ item }: { item: SelectableLink }) {
  return (
    <li className={styles.column}>
      <ItemLabel item={item} heading />
      {item.children.length > 0 && (
        <ul className={styles.list}>
          {item.children.map((child) => (
            <li key={child.path}>
              <ItemLabel item={child} />
              {child.children.length > 0 && (
                <ul className={classNames(styles.list, styles.grandchildren)}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.path}>
                      <ItemLabel item={grandchild} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The panel of one top-level item: an overview link when the item is a page, then its children. */
function ItemPanel({ item }: { item: SelectableLink }) {
  const href = useItemHref();
  const grouped = item.children.some((child) => child.children.length > 0);
  return (
    <div className={classNames(styles.frame, styles.panelContent)}>
      {item.navigable && (
        <NavAnchor
          href={href(item)}
          external={Boolean(item.externalHref)}
          current={isCurrentPage(item)}
          className={classNames(styles.panelLink, styles.panelHeading, styles.panelOverview)}
        >
          {item.title}
          <Icon name="ArrowRight" size={18} />
        </NavAnchor>
      )}
      <ul className={classNames(styles.list, styles.columns, !grouped && styles.columnsTight)}>
        {item.children.map((child) =>
          grouped ? (
            <MenuColumn key={child.path} item={child} />
          ) : (
            <li key={child.path}>
              <ItemLabel item={child} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function TopItem({ item }: { item: SelectableLink }) {
  const href = useItemHref();
  if (item.children.length === 0)
    return (
      <li className={styles.flexItem}>
        <NavAnchor
          href={href(item)}
          external={Boolean(item.externalHref)}
          current={isCurrentPage(item)}
          selected={item.selected}
          className={styles.topItem}
        >
          {item.title}
        </NavAnchor>
      </li>
    );
  return (
    <DesktopDropdown variant="mega" label={item.title} selected={item.selected}>
      <ItemPanel item={item} />
    </DesktopDropdown>
  );
}

export function DesktopMenu({ items }: { items: SelectableLink[] }) {
  const text = useNavText();
  const windowWidth = useThrottledWidth();
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState<number | null>(null);

  // Widths are read from an invisible copy of all items, so items already moved into show-more still count.
  useEffect(() => {
    const measure = () => {
      const available = listRef.current?.clientWidth ?? 0;
      const copy = measureRef.current;
      // 0: the bar is hidden (below 1280px) or not laid out; keep the last result.
      if (!copy || available === 0) return;
      const widths = [...copy.querySelectorAll<HTMLElement>('[data-measure="item"]')].map(
        (element) => element.offsetWidth,
      );
      const moreWidth = copy.querySelector<HTMLElement>('[data-measure="more"]')?.offsetWidth ?? 0;
      setFitting(fittingItemCount(widths, available, moreWidth));
    };
    const frame = requestAnimationFrame(measure);
    // Web fonts change text widths once they arrive.
    void document.fonts?.ready.then(measure);
    return () => cancelAnimationFrame(frame);
  }, [windowWidth, items]);

  const count = Math.min(fitting ?? items.length, items.length);
  const overflow = items.slice(count);

  return (
    <nav aria-label={text('navMenu')} className={styles.desktopNav}>
      <ul ref={listRef} className={classNames(styles.list, styles.topList)}>
        {items.slice(0, count).map((item) => (
          <TopItem key={item.path} item={item} />
        ))}
        {overflow.length > 0 && (
          <DesktopDropdown
            variant="mega"
            label={text('navShowMore')}
            selected={overflow.some((item) => item.selected)}
          >
            <div className={classNames(styles.frame, styles.panelContent)}>
              <ul className={classNames(styles.list, styles.columns)}>
                {overflow.map((item) => (
                  <MenuColumn key={item.path} item={item} />
                ))}
              </ul>
            </div>
          </DesktopDropdown>
        )}
      </ul>
      <div ref={measureRef} aria-hidden className={styles.measure}>
        {items.map((item) => (
          <span key={item.path} data-measure="item" className={styles.topItem}>
            {item.title}
            {item.children.length > 0 && <Icon name="ChevronDown" size={16} />}
          </span>
        ))}
        <span data-measure="more" className={styles.topItem}>
          {text('navShowMore')}
          <Icon name="ChevronDown" size={16} />
        </span>
      </div>
    </nav>
  );
}
