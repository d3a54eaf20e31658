/**
 * The PCP calculator of the car page's finance section (spec 001 §2 "finance section (UK site)", §4, §8)
 * on sites with `features.financeQuotes` — the product's name, sliders for term,
 * deposit, monthly payment and annual mileage — beside the quote they give. The first quote comes from
 * the page's loader, so it is in the HTML and readable without JavaScript. When the finance service could
 * not be asked the section shows the spec's text; a quote with `HasError` hides the calculator behind its
 * message, with a way back to the last quote.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPounds } from '../../../runtime';
import type { CarFinanceData } from './CarFinanceData';
import { useFinanceQuoteText } from './financeQuoteTexts';
import { formatCount } from './formatCount';
import { QuoteSlider } from './QuoteSlider';
import { QuoteSummary } from './QuoteSummary';
import { useFinanceQuote } from './useFinanceQuote';

function FinanceCalculator({ data }: { data: Extract<CarFinanceData, { kind: 'quote' }> }) {
  const text = useFinanceQuoteText();
  const { state, move, commit, back } = useFinanceQuote(data);
  const { product } = data;
  const busy = state.status === 'loading';

  if (state.refusal)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
          {state.refusal.userMessage ?? text('financeQuoteUnavailable')}
        </Alert>
        {state.quote && (
          <Button variant="outlined" onClick={back}>
            {text('financeQuoteChange')}
          </Button>
        )}
      </Stack>
    );

  const sliders = [
    {
      field: 'term' as const,
      label: text('financeQuoteTerm'),
      range: product.Term,
      format: (months: number) => text('financeQuoteMonths', { months }),
    },
    {
      field: 'deposit' as const,
      label: text('financeQuoteDeposit'),
      range: product.Deposit,
      format: formatPounds,
      bigStep: 100,
    },
    {
      field: 'payment' as const,
      label: text('financeQuoteMonthlyPayment'),
      range: product.Payment,
      format: formatPounds,
      bigStep: 10,
    },
    {
      field: 'annualMileage' as const,
      label: text('financeQuoteAnnualMileage'),
      range: product.AnnualMileage,
      format: (miles: number) => text('financeQuoteMiles', { miles: formatCount(miles) }),
    },
  ];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        // Side by side only where the details column is wide enough for the quote's labels and figures.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5}>
        <Typography sx={{ color: 'text.secondary' }}>{text('financeQuoteIntro')}</Typography>
        {sliders.map(({ field, ...slider }) => (
          <QuoteSlider
            key={field}
            id={`finance-${field}`}
            {...slider}
            value={state.values[field]}
            onMove={(value) => move(field, value)}
            onCommit={(value) => void commit(field, value)}
          />
        ))}
        <Box sx={{ minHeight: 24 }}>
          {busy && (
            <Box role="status">
              <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary', mb: 0.5 }}>
                {text('financeQuoteUpdating')}
              </Typography>
              <LinearProgress aria-hidden />
            </Box>
          )}
          {state.status === 'failed' && (
            <Alert severity="error" role="alert">
              {text('financeQuoteUpdateFailed')}
            </Alert>
          )}
        </Box>
      </Stack>
      {state.quote && <QuoteSummary quote={state.quote} answer={state.answer} busy={busy} />}
    </Box>
  );
}

/** The PCP calculator with its first quote, for the car page's finance section to frame (`#finance`). */
export function FinanceQuote({ data }: { data: CarFinanceData }) {
  const text = useFinanceQuoteText();
  return (
    <Box sx={{ mb: 3 }}>
      {data.kind === 'quote' && (
        <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
          {data.product.Name}
        </Typography>
      )}
      {data.kind === 'unavailable' && <Alert severity="info">{text('financeQuoteUnavailable')}</Alert>}
      {data.kind === 'notFinanced' && <Alert severity="info">{text('financeQuoteNotFinanced')}</Alert>}
      {data.kind === 'quote' && <FinanceCalculator data={data} />}
    </Box>
  );
}
