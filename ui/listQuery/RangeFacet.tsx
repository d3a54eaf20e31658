/**
 * A range facet (spec 001 §4, §5, §9): a two-thumb slider over the extent of the field's histogram, in
 * steps of a hundredth of it, committed 1500 ms after its last move; and two inputs taking digits only,
 * committed on blur or Enter and clamped into the extent. Values read in the market's currency or
 * mileage unit. The slider is two native range inputs over one rail, drawn as MUI's Slider.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { classNames, typography, useSite } from '../../runtime';
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
import { OutlinedField } from './OutlinedField';
import styles from './RangeFacet.module.css';

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
  const id = useId();
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
  const disabled = bounds.min === bounds.max;
  const percent = (number: number) =>
    disabled ? 0 : ((number - bounds.min) / (bounds.max - bounds.min)) * 100;
  const move = ([min, max]: Thumbs) => {
    setMoving([min, max]);
    setDrafts(null);
    if (pending.current) clearTimeout(pending.current.timer);
    const commitMove = () => commit({ min, max });
    pending.current = { timer: setTimeout(commitMove, RANGE_COMMIT_DELAY_MS), commit: commitMove };
  };
  // A thumb stops at the other (MUI's `disableSwap`).
  const moveThumb = (index: 0 | 1, number: number) =>
    move(index === 0 ? [Math.min(number, thumbs[1]), thumbs[1]] : [thumbs[0], Math.max(number, thumbs[0])]);
  // Where the thumbs meet, the one that can still move is on top: the lower one near the upper end.
  const lowerOnTop = thumbs[0] > (bounds.min + bounds.max) / 2;

  const thumb = (index: 0 | 1, boundLabel: string) => (
    <>
      <input
        type="range"
        className={classNames(styles.thumb, index === 0 && lowerOnTop && styles.onTop)}
        min={bounds.min}
        max={bounds.max}
        step={rangeStep(bounds)}
        value={thumbs[index]}
        disabled={disabled}
        aria-label={`${label}, ${boundLabel}`}
        aria-valuetext={format(thumbs[index])}
        onChange={(event) => moveThumb(index, Number(event.target.value))}
      />
      <span className={styles.valueLabel} style={{ left: `${percent(thumbs[index])}%` }} aria-hidden>
        {format(thumbs[index])}
      </span>
    </>
  );
  const input = (bound: keyof Drafts, boundLabel: string) => (
    <OutlinedField>
      <label htmlFor={`${id}-${bound}`}>{boundLabel}</label>
      <input
        id={`${id}-${bound}`}
        inputMode="numeric"
        aria-label={`${label}, ${boundLabel}`}
        value={shown[bound]}
        onChange={(event) => setDrafts({ ...shown, [bound]: digitsOnly(event.target.value) })}
        onBlur={commitInputs}
        onKeyDown={onKeyDown}
      />
    </OutlinedField>
  );

  return (
    <>
      <p className={classNames(typography.body2, styles.range)} aria-hidden>
        {formatRange(site, field, { min: thumbs[0], max: thumbs[1] })}
      </p>
      <div className={styles.sliderBox}>
        <div className={classNames(styles.slider, disabled && styles.disabled)}>
          <span className={styles.rail} />
          <span
            className={styles.track}
            style={{ left: `${percent(thumbs[0])}%`, width: `${percent(thumbs[1]) - percent(thumbs[0])}%` }}
          />
          {thumb(0, text('carListRangeMin'))}
          {thumb(1, text('carListRangeMax'))}
        </div>
      </div>
      <div className={styles.inputs}>
        {input('min', text('carListRangeMin'))}
        {input('max', text('carListRangeMax'))}
      </div>
    </>
  );
}
