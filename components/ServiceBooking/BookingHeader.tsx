/**
 * The service booking page's header (spec 002 §2 "Service booking page"), the page's h1. With no car
 * chosen it is the rendering's generic introduction; with a car it says whether the group has workshops
 * authorised for its brand (asked of `/api/mechmate/authorized-workshop/{brand}`; neutral while asking or
 * when the call fails). Under either heading are the links for the brands booked elsewhere (BMW, MINI,
 * Porsche, IVECO) — always, since step 1 points an unsupported car to "the link at the top of the page"
 * also while an earlier, supported car is still in the booking — and a toggle listing the brands the
 * workshops are authorised for, as the rendering lists them.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichText } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId, useState } from 'react';
import { fetchAuthorizedWorkshop, type MechmateCarResponse } from '../../runtime';
import { BRAND_MAX_LENGTH, LinkButton, TextOrDefault } from '../../ui';
import type { LinkField } from '../../schemas/generated/fields';
import type { ServiceBookingFields } from './fields.generated';
import { useBookingStartText } from './bookingStartTexts';

/** The most authorised brands listed. */
const MAX_BRANDS = 60;

/**
 * The rendering's authorised brands: one a line, trimmed, blank lines and repeats dropped, at most
 * MAX_BRANDS.
 */
function authorizedBrands(field: ServiceBookingFields['AuthorizedBrands']): string[] {
  const lines = String(field.value)
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, BRAND_MAX_LENGTH))
    .filter((line) => line !== '');
  return [...new Set(lines)].slice(0, MAX_BRANDS);
}

export interface BookingHeaderProps {
  fields: ServiceBookingFields;
  car: MechmateCarResponse | null;
}

export function BookingHeader({ fields, car }: BookingHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      {car ? <CarIntro brand={car.brand} /> : <GenericIntro fields={fields} />}
      <OtherBrands fields={fields} />
      <AuthorizedBrands brands={authorizedBrands(fields.AuthorizedBrands)} />
    </Box>
  );
}

const headingSx = { mb: 1.5, overflowWrap: 'anywhere' } as const;

function GenericIntro({ fields }: { fields: ServiceBookingFields }) {
  const text = useBookingStartText();
  return (
    <>
      <Typography variant="h2" component="h1" sx={headingSx}>
        <TextOrDefault field={fields.Title} fallback={text('serviceBookingDefaultTitle')} />
      </Typography>
      {fields.Text?.value && (
        <Typography component="div" color="text.secondary" sx={{ '& p': { my: 1, lineHeight: 1.65 } }}>
          <RichText field={fields.Text} />
        </Typography>
      )}
    </>
  );
}

/** The links for the brands booked elsewhere, those the rendering gives. */
function OtherBrands({ fields }: { fields: ServiceBookingFields }) {
  const text = useBookingStartText();
  const otherBrands = [
    ['BMW', fields.BmwLink],
    ['MINI', fields.MiniLink],
    ['Porsche', fields.PorscheLink],
    ['IVECO', fields.IvecoLink],
  ] as const;
  const links = otherBrands.flatMap(([brand, field]) =>
    field?.value.href ? [{ brand, field: withText(field, brand) }] : [],
  );
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={text('serviceBookingOtherBrandsLabel')} sx={{ mt: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {text('serviceBookingOtherBrands')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {links.map(({ brand, field }) => (
          <li key={brand}>
            <LinkButton field={field} variant="outlined" size="small" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A brand's link named by the brand when the content gives it no text. */
const withText = (field: LinkField, brand: string): LinkField =>
  field.value.text ? field : { ...field, value: { ...field.value, text: brand } };

/** Whether the market has workshops authorised for `brand`: null while asking and when the call fails. */
function useAuthorizedWorkshop(brand: string): boolean | null {
  const [answer, setAnswer] = useState<{ brand: string; hasBrand: boolean } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchAuthorizedWorkshop(brand, abort.signal).then(
      ({ hasBrand }) => {
        if (!abort.signal.aborted) setAnswer({ brand, hasBrand: hasBrand === true });
      },
      // A failed question leaves the neutral heading.
      () => undefined,
    );
    return () => abort.abort();
  }, [brand]);
  return answer?.brand === brand ? answer.hasBrand : null;
}

function CarIntro({ brand }: { brand: string }) {
  const text = useBookingStartText();
  const hasBrand = useAuthorizedWorkshop(brand);
  return (
    <>
      <Typography variant="h2" component="h1" sx={headingSx}>
        {text(hasBrand === true ? 'serviceBookingAuthorizedTitle' : 'serviceBookingCarTitle', { brand })}
      </Typography>
      {hasBrand === false && (
        <Typography color="text.secondary">{text('serviceBookingAllBrandsNote')}</Typography>
      )}
    </>
  );
}

function AuthorizedBrands({ brands }: { brands: string[] }) {
  const text = useBookingStartText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (brands.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ px: 0, textDecoration: 'underline', '&:hover': { textDecoration: 'underline' } }}
      >
        {text(open ? 'serviceBookingHideBrands' : 'serviceBookingShowBrands')}
      </Button>
      <Box
        component="ul"
        id={listId}
        hidden={!open}
        sx={{
          columnCount: { xs: 2, sm: 3, md: 4 },
          columnGap: 3,
          listStyle: 'none',
          m: 0,
          mt: 1,
          p: 0,
          '& li': { breakInside: 'avoid', py: 0.25 },
        }}
      >
        {brands.map((brand) => (
          <li key={brand}>{brand}</li>
        ))}
      </Box>
    </Box>
  );
}
