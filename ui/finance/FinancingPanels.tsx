/**
 * The car page's financing panels (spec 001 §2, §4 "Financing panels"): one expandable panel per offer
 * the car has — the loan calculator (where the market does not quote finance from the finance quote
 * service, `features.financeQuotes`), the company leasing calculator and the private lease, or on
 * quoting markets the leasing entries — each headed by its title, its monthly cost and a campaign mark.
 * Opening or closing a panel sends an analytics event (`financing_panel`). Server-rendered closed: the
 * headings already say what each offer costs a month, for crawlers and visitors without JavaScript too.
 * A closed panel's content is not rendered at all, which keeps the calculators out of the page's HTML
 * and first JavaScript (a panel closed and opened again starts from the offer's defaults).
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { type Car, pushToDataLayer, useSite } from '../../runtime';
import { type FinanceOffer, financeOffers } from './financeOffers';
import { useFinanceText } from './financeTexts';
import { useFinanceOfferHeadline } from './useFinanceOfferHeadline';
import { LeasingEntryOffer } from './LeasingEntryOffer';
import { PrivateLeasingOffer } from './PrivateLeasingOffer';

/** What the calculators show while their code loads, as tall as a closed calculator's first controls. */
function Loading() {
  return <Box sx={{ minHeight: 240 }} aria-busy="true" />;
}

// The calculators render only in an open panel (closed ones are unmounted), so their code, with the
// sliders, loads when a visitor first opens one rather than with every car page.
const LoanCalculator = dynamic(() => import('./LoanCalculator').then((module) => module.LoanCalculator), {
  ssr: false,
  loading: Loading,
});
const CompanyLeasingCalculator = dynamic(
  () => import('./CompanyLeasingCalculator').then((module) => module.CompanyLeasingCalculator),
  { ssr: false, loading: Loading },
);

function ExpandIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function OfferContent({ offer, carId }: { offer: FinanceOffer; carId: string }) {
  switch (offer.type) {
    case 'loan':
      return <LoanCalculator option={offer.option} carId={carId} />;
    case 'company_leasing':
      return <CompanyLeasingCalculator option={offer.option} />;
    case 'private_leasing':
      return <PrivateLeasingOffer option={offer.option} />;
    case 'leasing':
      return <LeasingEntryOffer entry={offer.entry} />;
  }
}

/** One offer's panel; its heading's button names the region it opens. */
function FinancePanel({ offer, carId }: { offer: FinanceOffer; carId: string }) {
  const text = useFinanceText();
  const { title, monthly } = useFinanceOfferHeadline()(offer);
  const id = useId();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{
        heading: { component: 'h3' },
        transition: { unmountOnExit: true },
        region: { id: `${id}-offer`, 'aria-labelledby': `${id}-heading` },
      }}
      onChange={(_event, expanded) =>
        pushToDataLayer({
          event: 'financing_panel',
          action: expanded ? 'open' : 'close',
          finance_type: offer.type,
          car_id: carId,
        })
      }
      sx={{ '& + &': { borderTop: 0 } }}
    >
      <AccordionSummary id={`${id}-heading`} aria-controls={`${id}-offer`} expandIcon={<ExpandIcon />}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1.5,
            rowGap: 0.5,
            width: '100%',
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {offer.campaign && <Chip label={text('financeCampaign')} size="small" color="secondary" />}
          {monthly && (
            <Typography
              component="span"
              sx={{ ml: 'auto', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {monthly}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <OfferContent offer={offer} carId={carId} />
      </AccordionDetails>
    </Accordion>
  );
}

/** The car's finance offers (financeOffers.ts) as panels with h3 headings, for a section the page frames. */
export function FinancingPanels({ car }: { car: Car }) {
  const site = useSite();
  return (
    <div>
      {financeOffers(car, site.features).map((offer, index) => (
        <FinancePanel key={`${offer.type}-${index}`} offer={offer} carId={car.car_id} />
      ))}
    </div>
  );
}
