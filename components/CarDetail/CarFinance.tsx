/**
 * Where the car page shows its finance offers (spec 001 §2): the car-store page puts the financing
 * panels in its header, under the price; the standard page gives them a section of their own
 * (`#finance`) and shows a short list of the offers in its sticky side panel that leads there, so the side
 * panel stays short enough to stay in view.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Car, useSite } from '../../runtime';
import { anchorScrollMargin, financeOffers, FinancingPanels, useFinanceOfferHeadline } from '../../ui';
import { useCarDetailText } from './carDetailTexts';
import { CarSection } from './sections/CarSection';

export const FINANCE_ANCHOR = 'finance';

/** The panels under the price of the car-store page, headed like the header's other blocks. */
export function HeaderFinance({ car }: { car: Car }) {
  const site = useSite();
  const text = useCarDetailText();
  const headingId = useId();
  if (financeOffers(car, site.features).length === 0) return null;
  return (
    <Box component="section" id={FINANCE_ANCHOR} aria-labelledby={headingId} sx={anchorScrollMargin}>
      <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {text('carDetailFinancing')}
      </Typography>
      <FinancingPanels car={car} />
    </Box>
  );
}

/** The standard page's finance section. */
export function FinanceSection({ car }: { car: Car }) {
  const site = useSite();
  const text = useCarDetailText();
  if (financeOffers(car, site.features).length === 0) return null;
  return (
    <CarSection heading={text('carDetailFinancing')} id={FINANCE_ANCHOR}>
      <FinancingPanels car={car} />
    </CarSection>
  );
}

/** The standard page's side panel: each offer's title and monthly cost, leading to the finance section. */
export function FinanceTeaser({ car }: { car: Car }) {
  const site = useSite();
  const text = useCarDetailText();
  const headline = useFinanceOfferHeadline();
  const offers = financeOffers(car, site.features);
  if (offers.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={text('carDetailFinancing')}
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {offers.map((offer, index) => {
          const { title, monthly } = headline(offer);
          return (
            <Box
              component="li"
              key={`${offer.type}-${index}`}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <span>{title}</span>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {monthly}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Link href={`#${FINANCE_ANCHOR}`} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
        {text('carDetailSeeFinancing')}
      </Link>
    </Box>
  );
}
