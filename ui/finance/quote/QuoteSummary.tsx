/**
 * A PCP quote as a UK buyer reads it (spec 001 §7, §9): the monthly payment first, then term, deposit,
 * annual mileage in miles, the optional final payment, totals, APR and interest rate, fees, the quote's
 * reference, the service's notices and texts, an Apply action (only a link that stays on this site) and
 * the terms on demand. Money in pounds (runtime's formatPounds). The payment line is a polite live
 * region, so a screen reader hears a new quote.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type FinanceQuoteResponse, formatPounds, type Quote } from '../../../runtime';
import { formatCount } from './formatCount';
import { useFinanceQuoteText } from './financeQuoteTexts';
import { isSameOriginHref } from './isSameOriginHref';
import { QuoteTermsDialog } from './QuoteTermsDialog';

export function QuoteSummary({
  quote,
  answer,
  busy,
}: {
  quote: Quote;
  answer: FinanceQuoteResponse | undefined;
  busy: boolean;
}) {
  const text = useFinanceQuoteText();
  const [termsOpen, setTermsOpen] = useState(false);
  const quotation = answer?.Vehicles[0]?.FinanceQuotations[0];
  const rows: [string, string][] = [
    [text('financeQuoteTerm'), text('financeQuoteMonths', { months: quote.Term })],
    [text('financeQuoteDeposit'), formatPounds(quote.TotalDeposit)],
    [
      text('financeQuoteAnnualMileage'),
      text('financeQuoteMiles', { miles: formatCount(quote.AnnualMileage) }),
    ],
    [
      text('financeQuoteMonthlyPayment'),
      text('financeQuotePayments', {
        payments: quote.NumberOfRegularPayments,
        amount: formatPounds(quote.TotalRegularPayment),
      }),
    ],
    [text('financeQuoteOptionalFinalPayment'), formatPounds(quote.OptionalFinalPayment)],
    [text('financeQuoteCashPrice'), formatPounds(quote.CashPrice)],
    [text('financeQuoteAmountOfCredit'), formatPounds(quote.AmountOfCredit)],
    [text('financeQuoteTotalCharge'), formatPounds(quote.TotalChargeForCredit)],
    [text('financeQuoteTotalPayable'), formatPounds(quote.TotalAmountPayable)],
    [text('financeQuoteOptionFee'), formatPounds(quote.OptionToPurchaseFee)],
    [text('financeQuoteInterestRate'), `${quote.FixedInterestRate.toFixed(2)}%`],
    [text('financeQuoteApr'), `${quote.Apr.toFixed(1)}%`],
    [
      text('financeQuoteExcessMileage'),
      text('financeQuotePencePerMile', { pence: quote.ExcessMileageCharge }),
    ],
    [text('financeQuoteReference'), quote.QuoteReference],
  ];
  return (
    <Box
      aria-busy={busy}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* Under the product's name, the h3 of the finance section's h2. */}
      <Typography component="h4" variant="h6" sx={{ m: 0 }}>
        {text('financeQuoteYourQuote')}
      </Typography>
      <Typography
        aria-live="polite"
        sx={{
          fontSize: { xs: '1.75rem', md: '2rem' },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          mt: 0.5,
        }}
        data-testid="finance-monthly-payment"
      >
        {text('financeQuotePerMonth', { amount: formatPounds(quote.TotalRegularPayment) })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.75,
          my: 2,
          fontSize: '0.9375rem',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {quotation?.Finance.Notifications.map((notice, index) => (
        // The service's notices are a list it may repeat a text in; their order is their identity.
        <Alert key={index} severity={notice.Type === 'Warning' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {notice.Message}
        </Alert>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& > *': { whiteSpace: 'nowrap' } }}>
        {isSameOriginHref(quote.QuoteActions.Apply) && (
          <Button variant="contained" href={quote.QuoteActions.Apply}>
            {text('financeQuoteApply')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setTermsOpen(true)}>
          {text('financeQuoteShowTerms')}
        </Button>
      </Stack>
      {quotation?.Blocks.map((block, index) => (
        <Typography key={index} sx={{ mt: 2, fontSize: '0.8125rem', color: 'text.secondary' }}>
          {block.Text}
        </Typography>
      ))}
      {termsOpen && <QuoteTermsDialog reference={quote.QuoteReference} onClose={() => setTermsOpen(false)} />}
    </Box>
  );
}
