/**
 * The standard car page's side panel entry for finance: the PCP quote's and each offer's monthly cost, and
 * a link to the finance section (FinanceSection.tsx). Not a landmark: the finance section is the page's
 * "Finance" region, this only points to it, and keeps the sticky side panel short enough to stay in view.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSite } from '../../runtime';
import { financeOffers, useFinanceOfferHeadline, useQuoteHeadline } from '../../ui';
import { useCarDetailText } from './carDetailTexts';
import { type CarFinanceProps, FINANCE_ANCHOR } from './FinanceSection';

export function FinanceTeaser({ car, quote }: CarFinanceProps) {
  const site = useSite();
  const text = useCarDetailText();
  const headline = useFinanceOfferHeadline();
  const pcpHeadline = useQuoteHeadline();
  const pcp = quote && pcpHeadline(quote);
  const rows = [...(pcp ? [pcp] : []), ...financeOffers(car, site.features).map(headline)];
  if (rows.length === 0) return null;
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {rows.map(({ title, monthly }, index) => (
          <Box
            component="li"
            key={`${title}-${index}`}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <span>{title}</span>
            <Box
              component="span"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {monthly}
            </Box>
          </Box>
        ))}
      </Box>
      <Link href={`#${FINANCE_ANCHOR}`} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
        {text('carDetailSeeFinancing')}
      </Link>
    </Box>
  );
}
