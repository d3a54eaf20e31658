/**
 * The result card of the car list (48 to a page): picture with badges, brand and model, version, key facts,
 * price, monthly cost, the dealer's city and a compare toggle. The whole card leads to the car's page
 * through one link (its name: brand, model, version) whose area is stretched over the card; the compare
 * toggle sits above that area, outside the link. Styled by a CSS module (CarCard.module.css), so it serves
 * components of either styling.
 */
import NextLink from 'next/link';
import { memo } from 'react';
import { classNames, usePageLanguage, useSite } from '../../runtime';
import { CardBody, CardFrame, stretchedLinkClassName } from '../cards/CardFrame';
import { CardPicture, CardPictureBox } from '../cards/CardPicture';
import type { PictureLoading } from '../cards/pictureLoading';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import styles from './CarCard.module.css';
import type { CarCardRecord } from './carCardFields';
import { CarCardIcon, type CarCardIconName } from './CarCardIcons';
import { carDetailHref } from './carLinks';
import { carName } from './carName';
import { CarPrice } from './CarPrice';
import { useCarText, type CarTextKey } from './carTexts';
import { CompareToggle } from './CompareToggle';
import { useMonthlyCost } from './useMonthlyCost';

interface CarCardProps {
  car: CarCardRecord;
  /** `h3` under a section heading (the default), `h2` on a page without one. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How the picture loads (`listPictureLoading` in a list): lazily unless said. */
  pictureLoading?: PictureLoading;
  /** Show the compare toggle (where a compare bar is on the page). */
  compare?: boolean;
  className?: string;
}

interface CardFact {
  label: CarTextKey;
  icon: CarCardIconName;
  value: string;
}

/**
 * Memoised: the list re-renders as a whole once it has hydrated (its state then follows the URL), and the
 * cards it already shows keep their records, so they need not render again.
 */
export const CarCard = memo(function CarCard({
  car,
  headingLevel = 'h3',
  pictureLoading = 'lazy',
  compare = true,
  className,
}: CarCardProps) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarText();
  const monthlyCost = useMonthlyCost()(car);
  const HeadingTag = headingLevel;
  const image = car.car_primary_image;
  const badges: { kind: string; label: string }[] = [
    ...(car.caroftheweek ? [{ kind: 'carOfTheWeek', label: text('carBadgeCarOfTheWeek') }] : []),
    ...(car.car_has_campaign_price ? [{ kind: 'campaign', label: text('carBadgeCampaign') }] : []),
    ...(car.car_is_sample ? [{ kind: 'sample', label: text('carBadgeSample') }] : []),
  ];
  const facts: CardFact[] = [
    { label: 'carYear', icon: 'Calendar', value: String(car.car_year) },
    { label: 'carMileage', icon: 'Speedometer', value: car.car_mileage_text },
    { label: 'carFuel', icon: 'Fuel', value: car.car_fuel },
    { label: 'carGearbox', icon: 'Gearbox', value: car.car_gearbox },
  ];

  return (
    <CardFrame interactive className={classNames(styles.card, className)}>
      <CardPictureBox>
        <CardPicture src={image.thumbnail_url} blurDataURL={image.blur_data_url} loading={pictureLoading} />
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.kind} className={styles.badge} data-kind={badge.kind}>
                {badge.label}
              </li>
            ))}
          </ul>
        )}
      </CardPictureBox>
      <CardBody className={styles.body}>
        <HeadingTag>
          <NextLink
            href={carDetailHref(site, language, car)}
            draggable={false}
            className={stretchedLinkClassName}
          >
            <span className={styles.name}>{carName(car)}</span> <span>{car.car_version}</span>
          </NextLink>
        </HeadingTag>
        <ul>
          {facts.map((fact) => (
            <li key={fact.label}>
              <CarCardIcon name={fact.icon} />
              <VisuallyHidden>{`${text(fact.label)}: `}</VisuallyHidden>
              <span>{fact.value}</span>
            </li>
          ))}
        </ul>
        <div>
          <CarPrice car={car} />
          {monthlyCost && <p>{monthlyCost}</p>}
        </div>
      </CardBody>
      {(car.car_site_city || compare) && (
        <footer>
          {car.car_site_city && (
            <p>
              <CarCardIcon name="Pin" />
              <VisuallyHidden>{`${text('carCity')}: `}</VisuallyHidden>
              <span>{car.car_site_city}</span>
            </p>
          )}
          {compare && <CompareToggle car={car} className={styles.compare} />}
        </footer>
      )}
    </CardFrame>
  );
});
