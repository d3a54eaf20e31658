/**
 * The result card of the car list (48 to a page, so styled components rather than `sx`): picture with
 * badges, brand and model, version, key facts, price, monthly cost, the dealer's city and a compare
 * toggle. The whole card leads to the car's page through one link (its name: brand, model, version) whose
 * area is stretched over the card; the compare toggle sits above that area, outside the link.
 */
import { styled, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import NextLink from 'next/link';
import { memo } from 'react';
import { usePageLanguage, useSite } from '../../runtime';
import { CardBody, CardFrame, stretchedLinkStyles } from '../cards/CardFrame';
import { CardPicture, CardPictureBox } from '../cards/CardPicture';
import type { CarCardRecord } from './carCardFields';
import { CarCardIcon, type CarCardIconName } from './CarCardIcons';
import { carDetailHref } from './carLinks';
import { carName } from './carName';
import { CarPrice } from './CarPrice';
import { useCarText, type CarTextKey } from './carTexts';
import { CompareToggle } from './CompareToggle';
import { useMonthlyCost } from './useMonthlyCost';

const Badges = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1.5),
  left: theme.spacing(1.5),
  right: theme.spacing(1.5),
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Badge = styled('li')(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  letterSpacing: '0.02em',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[1],
  '&[data-kind="campaign"]': {
    backgroundColor: theme.palette.error.dark,
    color: theme.palette.error.contrastText,
  },
  '&[data-kind="carOfTheWeek"]': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
}));

/**
 * The heading and its link, whose area is stretched over the card. The parts of a card that repeat 48
 * times on a page (link, name, version, monthly cost, city) are styled from their container, so they carry
 * no class of their own.
 */
const headingStyles = (theme: Theme) => ({
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.3,
  fontWeight: theme.typography.h3.fontWeight,
  textTransform: theme.typography.h3.textTransform,
  '& > a': { display: 'block', ...stretchedLinkStyles(theme) },
  'article:hover & .car-name': { color: theme.palette.primary.main },
  '& .car-name': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The version: two lines at most, and always two lines high, so the facts and prices of a row line up.
  '& .car-name + span': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    minHeight: '2.8em',
    marginTop: theme.spacing(0.25),
    fontSize: '0.875rem',
    fontWeight: 400,
    lineHeight: 1.4,
    textTransform: 'none',
    overflowWrap: 'anywhere',
    color: theme.palette.text.secondary,
  },
});

/**
 * A small icon before a line of text that ends in an ellipsis when too long: the line is the element
 * itself (no flex item around the text), so a fact is an icon, its label for screen readers and its value.
 */
const iconLine = (gap: string) =>
  ({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '& > svg': { width: 16, height: 16, marginRight: gap, verticalAlign: 'text-bottom' },
    // The value's label, for screen readers only ("Årsmodell: 2024"), before the value.
    '& > span:first-of-type': visuallyHidden,
  }) as const;

const factsStyles = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(0.75, 1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& > li': iconLine(theme.spacing(0.75)),
});

/** The price, then the monthly cost. */
const priceRowStyles = (theme: Theme) => ({
  marginTop: 'auto',
  paddingTop: theme.spacing(1.5),
  borderTop: `1px solid ${theme.palette.divider}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(0.5, 2),
  '& > p': {
    margin: 0,
    paddingTop: theme.spacing(0.25),
    fontSize: '0.875rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
    color: theme.palette.primary.main,
  },
});

/** The dealer's city, then the compare toggle. */
const footerStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  minHeight: 48,
  padding: theme.spacing(0, 1.5, 0, 2),
  borderTop: `1px solid ${theme.palette.divider}`,
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& > p': { margin: 0, ...iconLine(theme.spacing(0.5)) },
});

/**
 * The card's text: heading, facts and prices; the dealer's city and the compare toggle in its footer. The
 * parts are styled from the frame and the body, so the elements 48 cards repeat carry no class of their own.
 */
const Frame = styled(CardFrame)(({ theme }) => ({ '& > footer': footerStyles(theme) }));

const Body = styled(CardBody)(({ theme }) => ({
  gap: theme.spacing(1.5),
  padding: theme.spacing(2, 2, 1.5),
  '& > :is(h2, h3, h4)': headingStyles(theme),
  '& > ul': factsStyles(theme),
  '& > div': priceRowStyles(theme),
}));

/** Above the link's stretched area, so a click toggles instead of opening the car. */
const CardCompareToggle = styled(CompareToggle)({ position: 'relative', zIndex: 1, marginLeft: 'auto' });

interface CarCardProps {
  car: CarCardRecord;
  /** `h3` under a section heading (the default), `h2` on a page without one. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Load the picture at once (cards in the first screen). */
  eager?: boolean;
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
  eager = false,
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
    <Frame interactive className={className}>
      <CardPictureBox>
        <CardPicture src={image.thumbnail_url} blurDataURL={image.blur_data_url} eager={eager} />
        {badges.length > 0 && (
          <Badges>
            {badges.map((badge) => (
              <Badge key={badge.kind} data-kind={badge.kind}>
                {badge.label}
              </Badge>
            ))}
          </Badges>
        )}
      </CardPictureBox>
      <Body>
        <HeadingTag>
          <NextLink href={carDetailHref(site, language, car)} draggable={false}>
            <span className="car-name">{carName(car)}</span> <span>{car.car_version}</span>
          </NextLink>
        </HeadingTag>
        <ul>
          {facts.map((fact) => (
            <li key={fact.label}>
              <CarCardIcon name={fact.icon} />
              <span>{`${text(fact.label)}: `}</span>
              <span>{fact.value}</span>
            </li>
          ))}
        </ul>
        <div>
          <CarPrice car={car} />
          {monthlyCost && <p>{monthlyCost}</p>}
        </div>
      </Body>
      {(car.car_site_city || compare) && (
        <footer>
          {car.car_site_city && (
            <p>
              <CarCardIcon name="Pin" />
              <span>{`${text('carCity')}: `}</span>
              <span>{car.car_site_city}</span>
            </p>
          )}
          {compare && <CardCompareToggle car={car} />}
        </footer>
      )}
    </Frame>
  );
});
