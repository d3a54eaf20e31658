/**
 * Where the car page shows its finance (spec 001 §2): the financing panels and, on markets that quote
 * finance (`features.financeQuotes`), the PCP calculator. The car-store page puts them in its header,
 * under the price; the standard page gives them a section of their own (`#finance`) and lists the offers'
 * monthly costs in its sticky side panel with a link there, so the side panel stays short enough to stay in
 * view.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Car, useSite } from '../../runtime';
import {
  anchorScrollMargin,
  type CarFinanceData,
  FinanceQuote,
  financeOffers,
  FinancingPanels,
  useFinanceOfferHeadline,
  useQuoteHeadline,
} from '../../ui';
import { useCarDetailText } from './carDetailTexts';
import { CarSection } from './sections/CarSection';

const FINANCE_ANCHOR = 'finance';

interface CarFinanceProps {
  car: Car;
  /** The PCP calculator's product and first quote (loader, `features.financeQuotes`). */
  quote?: CarFinanceData | undefined;
}

function FinanceContent({ car, quote }: CarFinanceProps) {
  return (
    <>
      {quote && <FinanceQuote data={quote} />}
      <FinancingPanels car={car} />
    </>
  );
}

/** The panels under the price of the car-store page, headed like the header's other blocks. */
export function HeaderFinance({ car, quote }: CarFinanceProps) {
  const site = useSite();
  const text = useCarDetailText();
  const headingId = useId();
  if (!quote && financeOffers(car, site.features).length === 0) return null;
  return (
    <Box component="section" id={FINANCE_ANCHOR} aria-labelledby={headingId} sx={anchorScrollMargin}>
      <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {text('carDetailFinancing')}
      </Typography>
      <FinanceContent car={car} quote={quote} />
    </Box>
  );
}

/** The standard page's finance section. */
export function FinanceSection({ car, quote }: CarFinanceProps) {
  const site = useSite();
  const text = useCarDetailText();
  if (!quote && financeOffers(car, site.features).length === 0) return null;
  return (
    <CarSection heading={text('carDetailFinancing')} id={FINANCE_ANCHOR}>
      <FinanceContent car={car} quote={quote} />
    </CarSection>
  );
}

/**
 * The standard page's side panel: the PCP quote's and each offer's monthly cost, leading to the finance
 * section.
 */
export function FinanceTeaser({ car, quote }: CarFinanceProps) {
  const site = useSite();
  const text = useCarDetailText();
  const headline = useFinanceOfferHeadline();
  const pcpHeadline = useQuoteHeadline();
  const pcp = quote && pcpHeadline(quote);
  const rows = [...(pcp ? [pcp] : []), ...financeOffers(car, site.features).map(headline)];
  if (rows.length === 0) return null;
  // Not a landmark: the finance section is the page's "Finance" region, this only points to it.
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
