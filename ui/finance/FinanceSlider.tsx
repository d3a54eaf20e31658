/**
 * A calculator's slider with its label and current value on one line above it (the loan's length and
 * down payment, the company lease's first-time fee). The label names the slider for assistive
 * technology; `valueText` says its value in words. The value line can hold a control instead of text
 * (the down payment's editable amount).
 */
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface FinanceSliderProps {
  label: string;
  /** Shown right of the label: the value as text, or a control for it. */
  value: ReactNode;
  current: number;
  min: number;
  max: number;
  step: number;
  marks?: boolean;
  valueText: (value: number) => string;
  onChange: (value: number) => void;
  /** The id of the label, for a control in `value` that the label names too. */
  labelId?: string;
  /** Another element describing the slider (its range in words). */
  describedBy?: string;
}

export function FinanceSlider({
  label,
  value,
  current,
  min,
  max,
  step,
  marks = false,
  valueText,
  onChange,
  labelId,
  describedBy,
}: FinanceSliderProps) {
  const ownId = useId();
  const id = labelId ?? ownId;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id={id} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {typeof value === 'string' ? (
          <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        ) : (
          value
        )}
      </Box>
      <Slider
        value={current}
        min={min}
        max={max}
        step={step}
        marks={marks}
        disabled={min === max}
        onChange={(_event, next) => onChange(next)}
        getAriaValueText={valueText}
        slotProps={{
          input: { 'aria-labelledby': id, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
        }}
      />
    </Box>
  );
}
