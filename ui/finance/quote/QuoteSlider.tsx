/**
 * One labelled slider of the PCP calculator over a product range (spec 001 §3 "Finance product"): a list
 * of `Values` becomes marks the thumb snaps to, `Minimum`/`Maximum` a whole-unit scale. The label and the
 * value as it reads (`48 months`, `£1,300`) stand above it and are its accessible name and value text, so
 * it reads the same with and without JavaScript. Arrow keys move one step, Page Up/Down and Shift+arrows
 * `bigStep`; the change is committed when the thumb is released or a key moved it.
 */
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { ProductRange } from '../../../runtime';

export interface QuoteSliderProps {
  id: string;
  label: string;
  range: ProductRange;
  value: number;
  /** The value as it reads. */
  format: (value: number) => string;
  /** For Page Up/Down and Shift+arrows on a `Minimum`/`Maximum` range. */
  bigStep?: number;
  onMove: (value: number) => void;
  onCommit: (value: number) => void;
}

function scale(range: ProductRange) {
  if ('Values' in range) {
    const values = [...range.Values].sort((a, b) => a - b);
    return {
      min: values[0] ?? range.Default,
      max: values.at(-1) ?? range.Default,
      step: null,
      marks: values.map((value) => ({ value })),
    };
  }
  return { min: range.Minimum, max: Math.max(range.Minimum, range.Maximum), step: 1, marks: false };
}

const single = (value: number | number[]) => (Array.isArray(value) ? (value[0] ?? 0) : value);

export function QuoteSlider({
  id,
  label,
  range,
  value,
  format,
  bigStep,
  onMove,
  onCommit,
}: QuoteSliderProps) {
  const { min, max, step, marks } = scale(range);
  const shown = Math.min(max, Math.max(min, value));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={`${id}-label`} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} aria-hidden>
          {format(value)}
        </Typography>
      </Box>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={shown}
          min={min}
          max={max}
          step={step}
          marks={marks}
          {...(bigStep ? { shiftStep: bigStep } : {})}
          aria-labelledby={`${id}-label`}
          getAriaValueText={format}
          onChange={(_event, next) => onMove(single(next))}
          onChangeCommitted={(_event, next) => onCommit(single(next))}
        />
      </Box>
    </Box>
  );
}
