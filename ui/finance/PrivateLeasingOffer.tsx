/**
 * The Nordic private lease (spec 001 §3 "Private leasing option"): a quoted offer, shown with its texts as
 * the car record gives them; nothing is calculated here.
 */
import Box from '@mui/material/Box';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures } from './FinanceFigures';
import { FinanceIntro } from './FinanceIntro';
import type { PrivateLeasingOption } from './financeOffers';
import { useFinanceText } from './financeTexts';

export function PrivateLeasingOffer({ option }: { option: PrivateLeasingOption }) {
  const text = useFinanceText();
  return (
    <Box>
      <FinanceIntro paragraphs={[option.sales_text]} />
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
