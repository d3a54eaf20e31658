/**
 * The kit catalogue's cart in its sidebar (spec 002 §2 "Kits listing"): headed '{n} produkt(er) i
 * varukorgen' (a counted text, singular or plural by the language's rules), each kit with name, code and
 * price opening its detail dialog or removed by its own button, the total per currency, and under the list
 * a slot for what the page does with the cart (the request form). Empty, it says how to fill it; full, it
 * says why nothing more can be added.
 */
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Icon, useSite } from '../../runtime';
import { formatKitPrice } from './formatKitPrice';
import type { KitRecord } from './kitCardFields';
import { KIT_CART_MAX, kitCartTotals, useKitCart } from './kitCart';
import { useKitText } from './kitTexts';

const Section = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  '& > :is(h2, h3)': { margin: 0, fontSize: '1.125rem' },
  '& > p': { margin: 0, fontSize: '0.9375rem', color: theme.palette.text.secondary },
}));

const Items = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& > li > button:first-of-type': {
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gap: theme.spacing(0.25),
    padding: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover .name': { color: theme.palette.primary.main, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
  },
  '& .name': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .code': { fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& .price': { fontSize: '0.9375rem' },
}));

const Totals = styled('dl')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  margin: 0,
  fontWeight: 700,
  '& dd': { margin: 0, textAlign: 'right' },
  '& dd > span': { display: 'block' },
}));

export interface KitCartListProps {
  /** Opens a kit's detail dialog. */
  onOpen: (kit: KitRecord) => void;
  /** Under the list: what the page does with the cart (the request form). */
  children?: ReactNode;
  /** `h2` in a sidebar of a page (the default), `h3` under a section heading. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function KitCartList({ onOpen, children, headingLevel = 'h2', className }: KitCartListProps) {
  const site = useSite();
  const text = useKitText();
  const { kits, full, remove } = useKitCart();
  const headingId = useId();
  const HeadingTag = headingLevel;
  const price = (amount: number, currency: string | undefined) =>
    formatKitPrice(amount, currency, site.locale);

  return (
    <Section aria-labelledby={headingId} className={className}>
      <HeadingTag id={headingId}>{text('kitCartCount', kits.length)}</HeadingTag>
      {kits.length === 0 ? (
        <p>{text('kitCartEmpty')}</p>
      ) : (
        <>
          <Items>
            {kits.map((kit) => (
              <li key={kit.kitId}>
                <button type="button" onClick={() => onOpen(kit)}>
                  <span className="name">{kit.name}</span>
                  <span className="code">{text('kitCode', { code: kit.kitCode })}</span>
                  <span className="price">{price(kit.retailPrice, kit.currency)}</span>
                </button>
                <IconButton
                  size="small"
                  aria-label={text('kitCartRemove', { name: kit.name })}
                  onClick={() => remove(kit.kitId)}
                >
                  <Icon name="Close" size={18} />
                </IconButton>
              </li>
            ))}
          </Items>
          <Totals>
            <dt>{text('kitCartTotal')}</dt>
            <dd>
              {kitCartTotals(kits).map((total) => (
                <span key={total.currency}>{price(total.amount, total.currency)}</span>
              ))}
            </dd>
          </Totals>
        </>
      )}
      {full && <p role="status">{text('kitCartFull', { max: KIT_CART_MAX })}</p>}
      {children}
    </Section>
  );
}
