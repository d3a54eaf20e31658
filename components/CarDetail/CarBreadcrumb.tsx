/**
 * Where the car sits in the stock (spec 001 §2 breadcrumb): home › the car list › the brand › the model,
 * each a link to the car list filtered that far, then the car itself (not a link).
 */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { type Car, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { carFullName, carListConfig, listHref } from '../../ui';
import { useCarDetailText } from './carDetailTexts';

interface Crumb {
  label: string;
  href: string;
}

export function useCarCrumbs(car: Car): Crumb[] {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarDetailText();
  const list = localisedPath(site, language, site.paths.carList);
  const config = carListConfig(site);
  return [
    { label: text('carDetailHome'), href: localisedPath(site, language, '/') },
    { label: text('carDetailBackToList'), href: list },
    { label: car.car_brand, href: listHref(list, { filters: { car_brand: [car.car_brand] } }, config) },
    {
      label: car.car_model,
      href: listHref(list, { filters: { car_brand: [car.car_brand], car_model: [car.car_model] } }, config),
    },
  ];
}

export function CarBreadcrumb({ car }: { car: Car }) {
  const text = useCarDetailText();
  const crumbs = useCarCrumbs(car);
  return (
    <Breadcrumbs aria-label={text('carDetailBreadcrumb')} sx={{ fontSize: '0.875rem' }}>
      {crumbs.map((crumb) => (
        <Link key={crumb.href} component={NextLink} href={crumb.href} color="inherit" underline="hover">
          {crumb.label}
        </Link>
      ))}
      <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
        {carFullName(car)}
      </Typography>
    </Breadcrumbs>
  );
}
