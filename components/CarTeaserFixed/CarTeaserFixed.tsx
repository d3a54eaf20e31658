/** Fixed car teaser (spec 002 §2): chosen cars as the car list's cards in a grid of up to four columns. */
import type { RenderingProps } from '../../runtime';
import { CarCard, CarCardIconSprite, type CarCardRecord, TeaserGrid, TeaserSection } from '../../ui';
import type { CarTeaserFixedFields } from './fields.generated';

/** Found by the loader on the server, in the editor's order. */
export interface CarTeaserFixedData {
  cars: CarCardRecord[];
}

export default function CarTeaserFixed({
  fields,
  data,
}: RenderingProps<CarTeaserFixedFields, CarTeaserFixedData>) {
  const cars = data?.cars ?? [];
  return (
    <TeaserSection title={fields.Title} link={fields.Link} empty={cars.length === 0}>
      {({ headingLevel }) => (
        <CarCardIconSprite>
          <TeaserGrid>
            {cars.map((car) => (
              <li key={car.car_id}>
                <CarCard car={car} compare={false} headingLevel={headingLevel} />
              </li>
            ))}
          </TeaserGrid>
        </CarCardIconSprite>
      )}
    </TeaserSection>
  );
}
