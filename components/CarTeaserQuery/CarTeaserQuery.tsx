/**
 * Query car teaser (spec 002 §2): the cars of a predefined search as a row of 315 px car cards that scrolls
 * sideways and snaps to each card. The row is focusable, so keyboard users scroll it with ←/→; it works the
 * same before hydration and without JavaScript.
 */
import type { RenderingProps } from '../../runtime';
import type { LinkField } from '../../schemas/generated/fields';
import { CarCard, CarCardIconSprite, type CarCardRecord, TeaserSection } from '../../ui';
import styles from './CarTeaserQuery.module.css';
import { useCarTeaserQueryText } from './carTeaserQueryTexts';
import type { CarTeaserQueryFields } from './fields.generated';

/** Found by the loader on the server. */
export interface CarTeaserQueryData {
  cars: CarCardRecord[];
  /** The car list showing the same search, in the page's language. */
  carListHref: string;
}

export default function CarTeaserQuery({
  fields,
  data,
}: RenderingProps<CarTeaserQueryFields, CarTeaserQueryData>) {
  const text = useCarTeaserQueryText();
  const cars = data?.cars ?? [];
  const showAll: LinkField = { value: { href: data?.carListHref ?? '', text: text('carTeaserShowAll') } };
  const link = fields.Link?.value.href || fields.Link?.editable ? fields.Link : showAll;
  return (
    <TeaserSection title={fields.Title} link={link} empty={cars.length === 0}>
      {({ headingLevel, headingId }) => (
        <CarCardIconSprite>
          <div
            className={styles.row}
            role="group"
            tabIndex={0}
            aria-labelledby={headingId}
            aria-label={headingId ? undefined : text('carTeaserCars')}
          >
            <ul className={styles.track}>
              {cars.map((car) => (
                <li key={car.car_id}>
                  <CarCard car={car} compare={false} headingLevel={headingLevel} />
                </li>
              ))}
            </ul>
          </div>
        </CarCardIconSprite>
      )}
    </TeaserSection>
  );
}
