/**
 * The loan calculator (spec 001 §4 "Loan calculator", §5, §9): a slider for the contract length (in steps
 * of 12 months, shown only when the option offers more than one length), a slider and an editable number
 * for the down payment (steps of 1,000), and the figures that follow (loanFigures.ts). Markets with
 * `hideResidualValueAndEffectiveRate` leave those two figures out. A change is reported to analytics once
 * the visitor has stopped for 500 ms.
 */
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useSite } from '../../runtime';
import { fillNumberedPlaceholders } from './fillNumberedPlaceholders';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures } from './FinanceFigures';
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
  const ids = { period: useId(), downPayment: useId() };
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
  const effectiveRate = figures.effectiveRate === null ? undefined : format.percent(figures.effectiveRate);

  return (
    <Box>
      {limits.minMonths !== limits.maxMonths ? (
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography id={ids.period} component="span" sx={{ fontWeight: 600 }}>
              {text('financePeriod')}
            </Typography>
            <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {months}
            </Typography>
          </Box>
          <Slider
            value={figures.months}
            min={limits.minMonths}
            max={limits.maxMonths}
            step={LOAN_PERIOD_STEP_MONTHS}
            marks
            onChange={(_event, value) => setChoice((current) => withLoanPeriod(option, current, value))}
            getAriaValueText={(value) => text('financeMonths', { months: value })}
            slotProps={{ input: { 'aria-labelledby': ids.period } }}
          />
        </Box>
      ) : null}
      <Box sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Typography
            id={ids.downPayment}
            component="label"
            htmlFor={`${ids.downPayment}-amount`}
            sx={{ fontWeight: 600 }}
          >
            {text('financeDownPayment')}
          </Typography>
          <TextField
            id={`${ids.downPayment}-amount`}
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
        </Box>
        <Slider
          value={figures.downPayment}
          min={limits.minDownPayment}
          max={limits.maxDownPayment}
          step={DOWN_PAYMENT_STEP}
          disabled={limits.minDownPayment === limits.maxDownPayment}
          onChange={(_event, value) => {
            setTyped(null);
            setChoice((current) => withDownPayment(option, current, value));
          }}
          getAriaValueText={(value) => format.money(value)}
          slotProps={{ input: { 'aria-labelledby': ids.downPayment } }}
        />
        <Typography
          id={`${ids.downPayment}-range`}
          component="p"
          sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}
        >
          {text('financeDownPaymentRange', {
            min: format.money(limits.minDownPayment),
            max: format.money(limits.maxDownPayment),
          })}
        </Typography>
      </Box>
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
            value: hideResidual ? undefined : format.money(figures.residualValue),
          },
          { label: text('financeInterestRate'), value: format.percent(option.interest_rate) },
          { label: text('financeEffectiveRate'), value: hideResidual ? undefined : effectiveRate },
          {
            label: text('financeStartFee'),
            value: option.start_fee === undefined ? undefined : format.money(option.start_fee),
          },
          {
            label: text('financeInvoiceFee'),
            value: option.invoice_fee === undefined ? undefined : format.money(option.invoice_fee),
          },
        ]}
      />
      <FinanceDisclaimer
        text={
          option.disclaimer &&
          fillNumberedPlaceholders(option.disclaimer, [
            format.money(figures.monthlyCost),
            String(figures.months),
            format.money(figures.downPayment),
            format.money(figures.residualValue),
            format.percent(option.interest_rate),
            format.money(option.price),
            effectiveRate ?? '',
            format.money(option.start_fee ?? 0),
            format.money(option.invoice_fee ?? 0),
          ])
        }
      />
    </Box>
  );
}
