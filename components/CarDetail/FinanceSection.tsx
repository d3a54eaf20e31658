/**
 * The car page's finance (spec 001 §2): the financing panels and, on markets that quote finance
 * (`features.financeQuotes`), the PCP calculator above them, under one heading anchored `#finance`. The
 * car-store page shows it in its header, under the price (`placement="header"`, a smaller heading); the
 * standard page as a section of its own after the contact form, which its side panel links to
 * (FinanceTeaser.tsx).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type Car, useSite } from '../../runtime';
import {
  anchorScrollMargin,
  type CarFinanceData,
  financeOffers,
  FinancingPanels,
  FinanceQuote,
} from '../../ui';
import { useCarDetailText } from './carDetailTexts';
import { CarSection } from './sections/CarSection';

export const FINANCE_ANCHOR = 'finance';

export interface CarFinanceProps {
  car: Car;
  /** The PCP calculator's product and first quote (loader, `features.financeQuotes`). */
  quote?: CarFinanceData | undefined;
}

function HeaderFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" id={FINANCE_ANCHOR} aria-labelledby={headingId} sx={anchorScrollMargin}>
      <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

export function FinanceSection({
  car,
  quote,
  placement,
}: CarFinanceProps & { placement: 'header' | 'section' }) {
  const site = useSite();
  const text = useCarDetailText();
  if (!quote && financeOffers(car, site.features).length === 0) return null;
  const content = (
    <>
      {quote && <FinanceQuote data={quote} />}
      <FinancingPanels car={car} />
    </>
  );
  return placement === 'header' ? (
    <HeaderFrame heading={text('carDetailFinancing')}>{content}</HeaderFrame>
  ) : (
    <CarSection heading={text('carDetailFinancing')} id={FINANCE_ANCHOR}>
      {content}
    </CarSection>
  );
}
