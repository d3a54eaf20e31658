/**
 * The loan calculator (spec 001 §4 "Loan calculator", §5, §9): a slider for the contract length (in steps
 * of 12 months, shown only when the option offers more than one length), a slider and an editable number
 * for the down payment (steps of 1,000), and the figures that follow (loanFigures.ts). Markets with
 * `hideResidualValueAndEffectiveRate` leave those two figures out, from the disclaimer too. A change is reported to analytics once
 * the visitor has stopped for 500 ms.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useSite } from '../../runtime';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures, useFeeFigures } from './FinanceFigures';
import { FinanceIntro } from './FinanceIntro';
import { FinanceSlider } from './FinanceSlider';
import { useFinanceText } from './financeTexts';
import {
  DOWN_PAYMENT_STEP,
  initialLoanChoice,
  LOAN_PERIOD_STEP_MONTHS,
  type LoanOption,
  loanFigures,
  withDownPayment,
  withLoanPeriod,
} from './loanFigures';
import { useDebouncedEvent } from './useDebouncedEvent';
import { useFinanceFormat } from './useFinanceFormat';

export const LOAN_EVENT_DELAY_MS = 500;

const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function LoanCalculator({ option, carId }: { option: LoanOption; carId: string }) {
  const site = useSite();
  const text = useFinanceText();
  const format = useFinanceFormat();
  const [choice, setChoice] = useState(() => initialLoanChoice(option));
  const figures = useMemo(() => loanFigures(option, choice), [option, choice]);
  const [typed, setTyped] = useState<string | null>(null);
  const ids = { downPayment: useId() };
  const hideResidual = site.features.hideResidualValueAndEffectiveRate;
  const { limits } = figures;

  useDebouncedEvent(
    {
      event: 'loan_calculator',
      car_id: carId,
      months: figures.months,
      down_payment: figures.downPayment,
      monthly_cost: figures.monthlyCost,
    },
    LOAN_EVENT_DELAY_MS,
  );

  const commitTyped = () => {
    if (typed === null) return;
    const amount = Number(digitsOnly(typed));
    setChoice((current) => withDownPayment(option, current, amount));
    setTyped(null);
  };
  const months = text('financeMonths', { months: figures.months });
  // Hidden where the market asks, in the figures and in the disclaimer alike.
  const residualValue = hideResidual ? undefined : format.money(figures.residualValue);
  const effectiveRate =
    hideResidual || figures.effectiveRate === null ? undefined : format.percent(figures.effectiveRate);

  return (
    <Box>
      <FinanceIntro paragraphs={[option.description]} />
      {limits.minMonths !== limits.maxMonths && (
        <FinanceSlider
          label={text('financePeriod')}
          value={months}
          current={figures.months}
          min={limits.minMonths}
          max={limits.maxMonths}
          step={LOAN_PERIOD_STEP_MONTHS}
          marks
          valueText={(value) => text('financeMonths', { months: value })}
          onChange={(value) => setChoice((current) => withLoanPeriod(option, current, value))}
        />
      )}
      <FinanceSlider
        label={text('financeDownPayment')}
        labelId={ids.downPayment}
        describedBy={`${ids.downPayment}-range`}
        value={
          <TextField
            size="small"
            value={typed ?? format.number(figures.downPayment)}
            onChange={(event) => setTyped(digitsOnly(event.target.value))}
            onBlur={commitTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitTyped();
            }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: 9,
                'aria-labelledby': ids.downPayment,
                'aria-describedby': `${ids.downPayment}-range`,
              },
              input: {
                endAdornment: (
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                    {site.currency}
                  </Box>
                ),
              },
            }}
            sx={{ width: '11rem', '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
          />
        }
        current={figures.downPayment}
        min={limits.minDownPayment}
        max={limits.maxDownPayment}
        step={DOWN_PAYMENT_STEP}
        valueText={(value) => format.money(value)}
        onChange={(value) => {
          setTyped(null);
          setChoice((current) => withDownPayment(option, current, value));
        }}
      />
      <Typography
        id={`${ids.downPayment}-range`}
        component="p"
        sx={{ fontSize: '0.8125rem', color: 'text.secondary', mt: -1.5, mb: 2 }}
      >
        {text('financeDownPaymentRange', {
          min: format.money(limits.minDownPayment),
          max: format.money(limits.maxDownPayment),
        })}
      </Typography>
      <FinanceFigures
        emphasiseFirst
        figures={[
          {
            label: text('financeMonthlyCost'),
            value: text('financePerMonth', { amount: format.money(figures.monthlyCost) }),
          },
          { label: text('financeCashPrice'), value: format.money(option.price) },
          { label: text('financeLoanAmount'), value: format.money(option.price - figures.downPayment) },
          {
            label: text('financeResidualValue'),
            value: residualValue,
          },
          { label: text('financeInterestRate'), value: format.percent(option.interest_rate) },
          { label: text('financeEffectiveRate'), value: effectiveRate },
          ...useFeeFigures(option),
        ]}
      />
      <FinanceDisclaimer
        text={option.disclaimer}
        values={[
          format.money(figures.monthlyCost),
          String(figures.months),
          format.money(figures.downPayment),
          residualValue ?? '',
          format.percent(option.interest_rate),
          format.money(option.price),
          effectiveRate ?? '',
          format.money(option.start_fee ?? 0),
          format.money(option.invoice_fee ?? 0),
        ]}
      />
    </Box>
  );
}
