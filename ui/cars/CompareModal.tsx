/**
 * The compare modal (spec 001 §2, §4): the chosen cars side by side, one column each (picture, name,
 * price, then a row per fact), each removable. The table scrolls sideways on small screens with the row
 * labels kept in view; the modal closes by itself when the list becomes empty.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Image from 'next/image';
import NextLink from 'next/link';
import { useId } from 'react';
import { Icon, usePageLanguage, useSite } from '../../runtime';
import { ClosableDialogTitle } from '../dialogs/ClosableDialogTitle';
import { carDetailHref } from './carLinks';
import { carFullName, carName } from './carName';
import { CarPrice } from './CarPrice';
import { useCarText, type CarTextKey } from './carTexts';
import type { ComparedCar } from './compareStore';
import { useCompare } from './useCompare';
import { useMonthlyCost } from './useMonthlyCost';

const LABEL_WIDTH = { xs: 128, sm: 168 };
const COLUMN_WIDTH = { xs: 168, sm: 220 };

const ScrollArea = styled('div')({ overflowX: 'auto', overscrollBehaviorX: 'contain' });

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: '0.9375rem',
  '& th, & td': {
    padding: theme.spacing(1.25, 1.5),
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.25, 2) },
  },
  // The row labels stay in view while the cars scroll sideways (over them: every background is opaque).
  '& .label': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: LABEL_WIDTH.xs,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
    [theme.breakpoints.up('sm')]: { width: LABEL_WIDTH.sm },
  },
  '& tbody tr:nth-of-type(even) > *': {
    backgroundColor: `color-mix(in srgb, ${theme.palette.text.primary} 4%, ${theme.palette.background.paper})`,
  },
  '& tbody th': {
    fontWeight: 600,
    fontSize: '0.8125rem',
    color: theme.palette.text.secondary,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  },
  '& col.car': { width: COLUMN_WIDTH.xs, [theme.breakpoints.up('sm')]: { width: COLUMN_WIDTH.sm } },
}));

const CarHead = styled('th')(({ theme }) => ({
  position: 'relative',
  '& .picture': {
    position: 'relative',
    aspectRatio: '4 / 3',
    marginBottom: theme.spacing(1),
    overflow: 'hidden',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
  '& .picture img': { objectFit: 'cover' },
  '& a': { color: theme.palette.text.primary, fontWeight: 700, textDecoration: 'none', lineHeight: 1.3 },
  '& a:hover': { textDecoration: 'underline' },
  '& .version': {
    display: 'block',
    marginTop: theme.spacing(0.25),
    fontSize: '0.8125rem',
    fontWeight: 400,
    color: theme.palette.text.secondary,
  },
}));

const RemoveButton = styled(IconButton)(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1.75),
  right: theme.spacing(2.5),
  zIndex: 1,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[2],
  '&:hover': { backgroundColor: theme.palette.background.paper },
}));

interface CompareRow {
  label: CarTextKey;
  value: (car: ComparedCar) => string | number | null | undefined;
}

/** A fact the record lacks shows as a dash, so the columns stay aligned. */
const shown = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? '–' : value;

interface CompareModalProps {
  open: boolean;
  onClose: () => void;
}

export function CompareModal({ open, onClose }: CompareModalProps) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarText();
  const monthlyCost = useMonthlyCost();
  const { cars, remove, clear } = useCompare();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  const rows: CompareRow[] = [
    { label: 'carYear', value: (car) => car.car_year },
    { label: 'carMileage', value: (car) => car.car_mileage_text },
    { label: 'carFuel', value: (car) => car.car_fuel },
    { label: 'carGearbox', value: (car) => car.car_gearbox },
    { label: 'carBody', value: (car) => car.car_body },
    { label: 'carPower', value: (car) => car.car_power_text },
    { label: 'carDrive', value: (car) => car.car_drive },
    { label: 'carColor', value: (car) => car.car_color },
    { label: 'carSeats', value: (car) => car.car_seats },
    { label: 'carDoors', value: (car) => car.car_doors },
    { label: 'carCity', value: (car) => car.car_site_city },
    { label: 'carMonthlyCostLabel', value: monthlyCost },
  ];

  return (
    <Dialog
      open={open && cars.length > 0}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      <ClosableDialogTitle id={titleId} closeLabel={text('compareClose')} onClose={onClose}>
        {text('compareTitle')}
      </ClosableDialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <ScrollArea tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table
            sx={{
              minWidth: {
                xs: LABEL_WIDTH.xs + cars.length * COLUMN_WIDTH.xs,
                sm: LABEL_WIDTH.sm + cars.length * COLUMN_WIDTH.sm,
              },
            }}
          >
            <colgroup>
              <col />
              {cars.map((car) => (
                <col key={car.car_id} className="car" />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td className="label" />
                {cars.map((car) => (
                  <CarHead key={car.car_id} scope="col">
                    <div className="picture">
                      <Image
                        src={car.car_primary_image.thumbnail_url}
                        alt=""
                        fill
                        sizes="220px"
                        {...(car.car_primary_image.blur_data_url
                          ? { placeholder: 'blur', blurDataURL: car.car_primary_image.blur_data_url }
                          : {})}
                      />
                    </div>
                    <NextLink href={carDetailHref(site, language, car)}>{carName(car)}</NextLink>
                    <span className="version">{car.car_version}</span>
                    <RemoveButton
                      size="small"
                      aria-label={text('compareRemove', { name: carFullName(car) })}
                      onClick={() => remove(car.car_id)}
                    >
                      <Icon name="Close" size={18} />
                    </RemoveButton>
                  </CarHead>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="label">
                  {text('carPrice')}
                </th>
                {cars.map((car) => (
                  <td key={car.car_id}>
                    <CarPrice car={car} />
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="label">
                    {text(row.label)}
                  </th>
                  {cars.map((car) => (
                    <td key={car.car_id}>{shown(row.value(car))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollArea>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={clear} startIcon={<Icon name="Close" size={18} />}>
          {text('compareClear')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {text('compareClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
