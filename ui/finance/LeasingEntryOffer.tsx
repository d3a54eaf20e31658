/**
 * A UK leasing entry (spec 001 §3 "Generic leasing entry", private or company): a quoted offer with its
 * description, length, yearly mileage (in the market's unit) and footnote (`asterix`).
 */
import Box from '@mui/material/Box';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures } from './FinanceFigures';
import { FinanceIntro } from './FinanceIntro';
import type { LeasingEntry } from './financeOffers';
import { useFinanceText } from './financeTexts';
import { useFinanceFormat } from './useFinanceFormat';

export function LeasingEntryOffer({ entry }: { entry: LeasingEntry }) {
  const text = useFinanceText();
  const format = useFinanceFormat();
  return (
    <Box>
      <FinanceIntro paragraphs={[entry.description]} />
      <FinanceFigures
        emphasiseFirst
        figures={[
          {
            label: text('financeMonthlyCost'),
            value: entry.monthly_cost_text || entry.default_monthly_cost_text,
          },
          {
            label: text('financePeriod'),
            value:
              entry.duration === undefined ? undefined : text('financeMonths', { months: entry.duration }),
          },
          {
            label: text('financeMileage'),
            value: entry.mileage === undefined ? undefined : format.distance(entry.mileage),
          },
        ]}
      />
      <FinanceDisclaimer text={entry.asterix} />
    </Box>
  );
}
