/**
 * The car page's overview (anchor `#overview`, spec 001 §2): the key facts a buyer scans — year, mileage,
 * fuel, gearbox, drive, then body, colour, seats, doors, registration, condition and where the car is.
 */
import type { Car } from '../../../runtime';
import { useCarText } from '../../../ui';
import { CarSection } from './CarSection';
import { overviewFacts } from './carFacts';
import { useCarSectionText } from './carSectionTexts';
import { FactRows } from './FactRows';
import { useFactFormat } from './useFactFormat';

export function CarOverview({ car }: { car: Car }) {
  const text = useCarSectionText();
  const facts = overviewFacts(car, useFactFormat(), text, useCarText());
  return (
    <CarSection id="overview" heading={text('carDetailOverviewHeading')}>
      <FactRows facts={facts} />
    </CarSection>
  );
}
