/**
 * The desktop bar's items (from 1280px): links, dropdowns for items with children, and a show-more
 * dropdown holding the items that do not fit the width left by logo, extra links and language switcher.
 */
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../runtime';
import { DesktopDropdown } from './DesktopDropdown';
import { NavAnchor, useItemHref } from './NavAnchor';
import { fittingItemCount, isCurrentPage, type SelectableLink } from './navigationModel';
import { DESKTOP, frameSx, panelHeadingSx, panelLinkSx, topItemSx } from './navigationStyles';
import { useNavText } from './navigationTexts';
import { useThrottledWidth, WITHOUT_SCRIPTS } from '../../ui';

/** An item with children is a page of its own only when its editors say so. */
const isLinkable = (item: SelectableLink) => item.children.length === 0 || item.navigable;

function ItemLabel({ item, heading = false }: { item: SelectableLink; heading?: boolean }) {
  const href = useItemHref();
  const sx = heading ? panelHeadingSx : panelLinkSx;
  if (!isLinkable(item))
    return (
      <Box
        component="span"
        data-selected={item.selected || undefined}
        sx={{ ...sx, cursor: 'default', '&:hover': {} }}
      >
        {item.title}
      </Box>
    );
  return (
    <NavAnchor
      href={href(item)}
      external={Boolean(item.externalHref)}
      current={isCurrentPage(item)}
      selected={item.selected}
      sx={sx}
    >
      {item.title}
    </NavAnchor>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** A heading (the item) over a list of its children, each with its own children indented below. */
function MenuColumn({ item }: { item: SelectableLink }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <ItemLabel item={item} heading />
      {item.children.length > 0 && (
        <Box component="ul" sx={listSx}>
          {item.children.map((child) => (
            <Box component="li" key={child.path}>
              <ItemLabel item={child} />
              {child.children.length > 0 && (
                <Box component="ul" sx={{ ...listSx, pl: 2, borderLeft: 1, borderColor: 'divider' }}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.path}>
                      <ItemLabel item={grandchild} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

const columnsSx = {
  ...listSx,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  columnGap: 5,
  rowGap: 3,
} as const;

/** The panel of one top-level item: an overview link when the item is a page, then its children. */
function ItemPanel({ item }: { item: SelectableLink }) {
  const href = useItemHref();
  const grouped = item.children.some((child) => child.children.length > 0);
  return (
    <Box sx={{ ...frameSx, py: 4 }}>
      {item.navigable && (
        <NavAnchor
          href={href(item)}
          external={Boolean(item.externalHref)}
          current={isCurrentPage(item)}
          sx={{ ...panelHeadingSx, fontSize: '1.25rem', mb: 3 }}
        >
          {item.title}
          <Icon name="ArrowRight" size={18} />
        </NavAnchor>
      )}
      <Box component="ul" sx={grouped ? columnsSx : { ...columnsSx, rowGap: 0.5 }}>
        {item.children.map((child) =>
          grouped ? (
            <MenuColumn key={child.path} item={child} />
          ) : (
            <li key={child.path}>
              <ItemLabel item={child} />
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}

function TopItem({ item }: { item: SelectableLink }) {
  const href = useItemHref();
  if (item.children.length === 0)
    return (
      <Box component="li" sx={{ display: 'flex' }}>
        <NavAnchor
          href={href(item)}
          external={Boolean(item.externalHref)}
          current={isCurrentPage(item)}
          selected={item.selected}
          sx={topItemSx}
        >
          {item.title}
        </NavAnchor>
      </Box>
    );
  return (
    <DesktopDropdown variant="mega" label={item.title} selected={item.selected} triggerSx={topItemSx}>
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
    <Box
      component="nav"
      aria-label={text('navMenu')}
      sx={{
        display: 'none',
        flex: '1 1 0',
        minWidth: 0,
        alignSelf: 'stretch',
        [DESKTOP]: { display: 'flex' },
      }}
    >
      <Box
        component="ul"
        ref={listRef}
        sx={{
          ...listSx,
          display: 'flex',
          flex: 1,
          minWidth: 0,
          overflowX: 'clip',
          ml: 3,
          // Nothing measures the bar without JavaScript: items that do not fit wrap to a second row, which
          // is clipped, so none is shown cut in half.
          [WITHOUT_SCRIPTS]: {
            flexWrap: 'wrap',
            alignContent: 'flex-start',
            height: '100%',
            overflowY: 'clip',
            '& > li': { height: '100%' },
          },
        }}
      >
        {items.slice(0, count).map((item) => (
          <TopItem key={item.path} item={item} />
        ))}
        {overflow.length > 0 && (
          <DesktopDropdown
            variant="mega"
            label={text('navShowMore')}
            selected={overflow.some((item) => item.selected)}
            triggerSx={topItemSx}
          >
            <Box sx={{ ...frameSx, py: 4 }}>
              <Box component="ul" sx={columnsSx}>
                {overflow.map((item) => (
                  <MenuColumn key={item.path} item={item} />
                ))}
              </Box>
            </Box>
          </DesktopDropdown>
        )}
      </Box>
      <Box
        ref={measureRef}
        aria-hidden
        sx={{
          position: 'absolute',
          visibility: 'hidden',
          pointerEvents: 'none',
          width: 'max-content',
          height: 0,
          overflow: 'hidden',
          display: 'flex',
          whiteSpace: 'nowrap',
        }}
      >
        {items.map((item) => (
          <Box component="span" key={item.path} data-measure="item" sx={topItemSx}>
            {item.title}
            {item.children.length > 0 && <Icon name="ChevronDown" size={16} />}
          </Box>
        ))}
        <Box component="span" data-measure="more" sx={topItemSx}>
          {text('navShowMore')}
          <Icon name="ChevronDown" size={16} />
        </Box>
      </Box>
    </Box>
  );
}
