/**
 * The company leasing calculator (spec 001 §4 "Company leasing calculator", §9): the yearly mileage and
 * the contract length as choices, the first-time fee as a slider in whole percent, and the figures that
 * follow (companyLeasingFigures.ts), all without VAT. Markets with
 * `hideResidualValueAndEffectiveRate` leave the residual value out, from the disclaimer too.
 */
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useSite } from '../../runtime';
import {
  type CompanyLeasingOption,
  companyLeasingFigures,
  companyLeasingMileages,
  FIRST_FEE_STEP_PERCENT,
  initialCompanyLeasingChoice,
  withFirstFee,
  withLeasingMileage,
  withLeasingPeriod,
} from './companyLeasingFigures';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FinanceFigures, useFeeFigures } from './FinanceFigures';
import { FinanceIntro } from './FinanceIntro';
import { FinanceSlider } from './FinanceSlider';
import { useFinanceText } from './financeTexts';
import { useFinanceFormat } from './useFinanceFormat';

function ChoiceGroup<T extends number>({
  label,
  value,
  options,
  onChoose,
}: {
  label: string;
  value: T;
  options: { value: T; text: string }[];
  onChoose: (value: T) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} component="p" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={id}
        onChange={(_event, chosen: T | null) => {
          if (chosen !== null) onChoose(chosen);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', px: 1.5 }}>
            {option.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export function CompanyLeasingCalculator({ option }: { option: CompanyLeasingOption }) {
  const site = useSite();
  const text = useFinanceText();
  const format = useFinanceFormat();
  const [choice, setChoice] = useState(() => initialCompanyLeasingChoice(option));
  const figures = useMemo(() => companyLeasingFigures(option, choice), [option, choice]);
  const percent = (value: number) => format.percent(value);
  const feeText = (value: number) =>
    text('financeFirstFeeValue', {
      percent: percent(value),
      amount: format.money((option.price_base_amount * value) / 100),
    });

  const residualValue = site.features.hideResidualValueAndEffectiveRate
    ? undefined
    : format.money(figures.residualValue);

  return (
    <Box>
      <FinanceIntro paragraphs={[option.sales_text, option.description]} />
      <ChoiceGroup
        label={text('financeMileage')}
        value={figures.mileage}
        options={companyLeasingMileages(option).map((mileage) => ({
          value: mileage,
          text: text('financeMileagePerYear', { distance: format.mileage(mileage) }),
        }))}
        onChoose={(mileage) => setChoice(withLeasingMileage(option, mileage))}
      />
      <ChoiceGroup
        label={text('financePeriod')}
        value={figures.months}
        options={figures.lengths.map((length) => ({ value: length.months, text: length.text }))}
        onChoose={(months) => setChoice((current) => withLeasingPeriod(option, current, months))}
      />
      <FinanceSlider
        label={text('financeFirstFee')}
        value={feeText(figures.firstFeePercent)}
        current={figures.firstFeePercent}
        min={figures.minFirstFeePercent}
        max={figures.maxFirstFeePercent}
        step={FIRST_FEE_STEP_PERCENT}
        valueText={feeText}
        onChange={(value) => setChoice((current) => withFirstFee(option, current, value))}
      />
      <FinanceFigures
        emphasiseFirst
        figures={[
          {
            label: text('financeMonthlyCost'),
            value: text('financePerMonth', { amount: format.money(figures.monthlyCost) }),
          },
          { label: text('financePriceBase'), value: format.money(option.price_base_amount) },
          {
            label: text('financeResidualValue'),
            value: residualValue,
          },
          {
            label: text(option.has_fixed_interest_rate ? 'financeFixedInterestRate' : 'financeInterestRate'),
            value: format.percent(option.interest_rate),
          },
          ...useFeeFigures(option),
        ]}
      />
      <Typography component="p" sx={{ fontSize: '0.8125rem', color: 'text.secondary', mt: 1 }}>
        {text('financeExVat')}
      </Typography>
      <FinanceDisclaimer
        text={option.disclaimer}
        values={[
          format.money(figures.monthlyCost),
          String(figures.months),
          format.money(figures.firstFee),
          residualValue ?? '',
          format.percent(option.interest_rate),
          format.money(option.price_base_amount),
          format.mileage(figures.mileage),
        ]}
      />
    </Box>
  );
}
