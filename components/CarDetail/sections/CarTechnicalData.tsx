/**
 * The car page's technical data (spec 001 §2, §3): power, performance, consumption and emissions, electric
 * range and charging, measures and weights, NCAP and, where the market has them, the company-car tax figures.
 * Renders nothing for a record without any of them.
 */
import type { Car } from '../../../runtime';
import { useCarText } from '../../../ui';
import { CarSection } from './CarSection';
import { technicalFacts } from './carFacts';
import { useCarSectionText } from './carSectionTexts';
import { FactRows } from './FactRows';
import { useFactFormat } from './useFactFormat';

export function CarTechnicalData({ car }: { car: Car }) {
  const text = useCarSectionText();
  const facts = technicalFacts(car, useFactFormat(), text, useCarText());
  if (facts.length === 0) return null;
  return (
    <CarSection heading={text('carDetailTechnicalHeading')}>
      <FactRows facts={facts} />
    </CarSection>
  );
}
