/**
 * The "Jämför" checkbox-style button of a car card: pressed while the car is in the compare list. Its
 * accessible name adds the car's name, so 48 of them on a page stay distinguishable.
 */
import { classNames, Icon } from '../../runtime';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import type { CarCardRecord } from './carCardFields';
import { carFullName } from './carName';
import { useCarText } from './carTexts';
import styles from './CompareToggle.module.css';
import { useCompare } from './useCompare';

interface CompareToggleProps {
  car: CarCardRecord;
  className?: string;
}

export function CompareToggle({ car, className }: CompareToggleProps) {
  const text = useCarText();
  const { isSelected, toggle } = useCompare();
  const selected = isSelected(car.car_id);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => void toggle(car)}
      className={classNames(styles.toggle, className)}
    >
      <span className={styles.box}>{selected && <Icon name="Check" size={14} />}</span>
      {`${text('compareToggle')} `}
      <VisuallyHidden>{carFullName(car)}</VisuallyHidden>
    </button>
  );
}
