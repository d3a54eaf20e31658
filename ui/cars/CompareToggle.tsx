/**
 * The "Jämför" checkbox-style button of a car card: pressed while the car is in the compare list. Its
 * accessible name adds the car's name, so 48 of them on a page stay distinguishable.
 */
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Icon } from '../../runtime';
import type { CarCardRecord } from './carCardFields';
import { carFullName } from './carName';
import { useCarText } from './carTexts';
import { useCompare } from './useCompare';

const ToggleButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 36,
  padding: theme.spacing(0.5, 1, 0.5, 0.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'none',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover .compare-box': { borderColor: theme.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  // The box, styled from here: 48 toggles on a page.
  '& > .compare-box': {
    display: 'grid',
    placeItems: 'center',
    width: 20,
    height: 20,
    flexShrink: 0,
    border: `2px solid ${theme.palette.text.secondary}`,
    borderRadius: 4,
    backgroundColor: theme.palette.background.paper,
    transition: 'background-color 150ms ease, border-color 150ms ease',
  },
  // The car's name, for screen readers only: 48 toggles on a page stay distinguishable.
  '& > .compare-box + span': visuallyHidden,
  '&[aria-pressed="true"] .compare-box': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
}));

interface CompareToggleProps {
  car: CarCardRecord;
  className?: string;
}

export function CompareToggle({ car, className }: CompareToggleProps) {
  const text = useCarText();
  const { isSelected, toggle } = useCompare();
  const selected = isSelected(car.car_id);
  return (
    <ToggleButton
      type="button"
      aria-pressed={selected}
      onClick={() => void toggle(car)}
      className={className}
    >
      <span className="compare-box">{selected && <Icon name="Check" size={14} />}</span>
      {`${text('compareToggle')} `}
      <span>{carFullName(car)}</span>
    </ToggleButton>
  );
}
