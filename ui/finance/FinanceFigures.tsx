/**
 * The label–value rows of a finance offer (a description list): the calculators' and the fixed offers'
 * figures look the same. A row without a value is left out; the first row, the monthly cost, can be
 * emphasised. An offer's fees are two rows every calculator shows alike (`useFeeFigures`).
 */
import { styled } from '@mui/material/styles';
import { useFinanceText } from './financeTexts';
import { useFinanceFormat } from './useFinanceFormat';

export interface FinanceFigure {
  label: string;
  value: string | undefined;
}

const List = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.75),
  fontSize: '0.9375rem',
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
  '& [data-emphasis] ': { fontSize: '1.25rem', fontWeight: 700, color: theme.palette.text.primary },
}));

export function FinanceFigures({
  figures,
  emphasiseFirst = false,
}: {
  figures: FinanceFigure[];
  emphasiseFirst?: boolean;
}) {
  const shown = figures.filter((figure): figure is { label: string; value: string } => Boolean(figure.value));
  return (
    <List>
      {shown.map((figure, index) => {
        const emphasis = emphasiseFirst && index === 0 ? { 'data-emphasis': '' } : {};
        return [
          <dt key={`${figure.label}-label`} {...emphasis}>
            {figure.label}
          </dt>,
          <dd key={`${figure.label}-value`} {...emphasis}>
            {figure.value}
          </dd>,
        ];
      })}
    </List>
  );
}

/** The start fee and invoice fee rows of an offer, each shown when the offer states it. */
export function useFeeFigures(offer: { start_fee?: number; invoice_fee?: number }): FinanceFigure[] {
  const text = useFinanceText();
  const format = useFinanceFormat();
  const amount = (value: number | undefined) => (value === undefined ? undefined : format.money(value));
  return [
    { label: text('financeStartFee'), value: amount(offer.start_fee) },
    { label: text('financeInvoiceFee'), value: amount(offer.invoice_fee) },
  ];
}
