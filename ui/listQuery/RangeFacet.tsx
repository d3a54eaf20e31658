/**
 * A range facet (spec 001 §4, §5, §9): a two-thumb slider over the extent of the field's histogram, in
 * steps of a hundredth of it, committed 1500 ms after its last move; and two inputs taking digits only,
 * committed on blur or Enter and clamped into the extent. Values read in the market's currency or
 * mileage unit.
 */
import Slider from '@mui/material/Slider';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSite } from '../../runtime';
import { RANGE_COMMIT_DELAY_MS } from '../carList/carListConstants';
import { formatRange, formatRangeValue } from '../carList/formatRangeValue';
import {
  digitsOnly,
  parseRangeInput,
  parseRangeValue,
  type Range,
  type RangeBounds,
  rangeFilterValue,
  rangeStep,
} from '../carList/rangeFilter';
import { useListQueryText } from './listQueryTexts';

const Inputs = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(1),
}));

const SliderBox = styled('div')(({ theme }) => ({ padding: theme.spacing(0, 1.5) }));

interface RangeFacetProps {
  field: string;
  label: string;
  bounds: RangeBounds;
  /** The field's filter value, `<min>..<max>`, if any. */
  value: string | undefined;
  /** The new filter value, or null to remove the filter. */
  onCommit: (value: string | null) => void;
}

type Thumbs = [number, number];
interface Drafts {
  min: string;
  max: string;
}

export function RangeFacet({ field, label, bounds, value, onCommit }: RangeFacetProps) {
  const site = useSite();
  const text = useListQueryText();
  const range = (value && parseRangeValue(value)) || {};
  const applied: Thumbs = [
    Math.max(bounds.min, Math.min(range.min ?? bounds.min, bounds.max)),
    Math.min(bounds.max, Math.max(range.max ?? bounds.max, bounds.min)),
  ];
  // The slider's position while it moves and until its change is committed.
  const [moving, setMoving] = useState<Thumbs | null>(null);
  // What the visitor types, until the input is committed.
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; commit: () => void } | null>(null);
  // A slider commit runs 1500 ms after the move, with the props of that moment (other filters may have
  // changed meanwhile).
  const latest = useRef({ bounds, value, onCommit });
  useEffect(() => {
    latest.current = { bounds, value, onCommit };
  });

  const commit = (next: Range) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setMoving(null);
    setDrafts(null);
    const current = latest.current;
    const filter = rangeFilterValue(field, next, current.bounds);
    if (filter !== (current.value ?? null)) current.onCommit(filter);
  };

  // A move still waiting when the panel closes (the drawer) is committed rather than lost.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.commit();
    },
    [],
  );

  const thumbs = moving ?? applied;
  const shown: Drafts = drafts ?? { min: String(Math.round(thumbs[0])), max: String(Math.round(thumbs[1])) };
  const commitInputs = () => {
    if (!drafts) return;
    commit({ min: parseRangeInput(drafts.min, bounds), max: parseRangeInput(drafts.max, bounds) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commitInputs();
  };
  const format = (number: number) => formatRangeValue(site, field, number);
  const input = (bound: keyof Drafts, boundLabel: string) => (
    <TextField
      size="small"
      label={boundLabel}
      value={shown[bound]}
      onChange={(event) => setDrafts({ ...shown, [bound]: digitsOnly(event.target.value) })}
      onBlur={commitInputs}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${label}, ${boundLabel}` } }}
    />
  );

  return (
    <>
      <Typography variant="body2" aria-hidden sx={{ mb: 1, fontWeight: 600 }}>
        {formatRange(site, field, { min: thumbs[0], max: thumbs[1] })}
      </Typography>
      <SliderBox>
        <Slider
          value={thumbs}
          min={bounds.min}
          max={bounds.max}
          step={rangeStep(bounds)}
          disabled={bounds.min === bounds.max}
          disableSwap
          getAriaLabel={(index) => `${label}, ${text(index === 0 ? 'carListRangeMin' : 'carListRangeMax')}`}
          getAriaValueText={format}
          valueLabelFormat={format}
          valueLabelDisplay="auto"
          onChange={(_event, next) => {
            if (!Array.isArray(next)) return;
            const [min = bounds.min, max = bounds.max] = next;
            setMoving([min, max]);
            setDrafts(null);
            if (pending.current) clearTimeout(pending.current.timer);
            const commitMove = () => commit({ min, max });
            pending.current = { timer: setTimeout(commitMove, RANGE_COMMIT_DELAY_MS), commit: commitMove };
          }}
        />
      </SliderBox>
      <Inputs>
        {input('min', text('carListRangeMin'))}
        {input('max', text('carListRangeMax'))}
      </Inputs>
    </>
  );
}
