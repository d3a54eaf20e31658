/**
 * The fixed leasing offers (spec 001 §3 "Private leasing option", "Generic leasing entry"): the Nordic
 * private lease with its texts as the car record gives them, and the UK's leasing entries (private or
 * company) with their description and footnote (`asterix`). Nothing is calculated here: these are quoted offers.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Car } from '../../runtime';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures } from './FinanceFigures';
import { useFinanceText } from './financeTexts';

export type PrivateLeasingOption = NonNullable<Car['car_private_leasing_option']>;
export type LeasingEntry = NonNullable<Car['car_leasing_options']>[number];

function SalesText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography component="p" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}

export function PrivateLeasingOffer({ option }: { option: PrivateLeasingOption }) {
  const text = useFinanceText();
  return (
    <Box>
      <SalesText text={option.sales_text} />
      <FinanceFigures
        emphasiseFirst
        figures={[
          { label: text('financeMonthlyCost'), value: option.monthly_cost_text },
          { label: text('financePeriod'), value: option.months_text },
          { label: text('financeMileage'), value: option.mileage_text },
          { label: text('financeStartFee'), value: option.start_fee_text },
          { label: text('financeInvoiceFee'), value: option.invoice_fee_text },
        ]}
      />
      <FinanceDisclaimer text={option.disclaimer} />
    </Box>
  );
}

export function LeasingEntryOffer({ entry }: { entry: LeasingEntry }) {
  const text = useFinanceText();
  const monthly = entry.monthly_cost_text || entry.default_monthly_cost_text;
  return (
    <Box>
      <SalesText text={entry.description} />
      <FinanceFigures
        emphasiseFirst
        figures={[
          { label: text('financeMonthlyCost'), value: monthly },
          {
            label: text('financePeriod'),
            value:
              entry.duration === undefined ? undefined : text('financeMonths', { months: entry.duration }),
          },
        ]}
      />
      <FinanceDisclaimer text={entry.asterix} />
    </Box>
  );
}
