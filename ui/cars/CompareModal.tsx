/**
 * The compare modal (spec 001 §2, §4): the chosen cars side by side, one column each (picture, name,
 * price, then a row per fact), each removable. The table scrolls sideways on small screens with the row
 * labels kept in view; the modal closes by itself when the list becomes empty.
 */
import Image from 'next/image';
import NextLink from 'next/link';
import { type CSSProperties, useId } from 'react';
import {
  buttonClassName,
  classNames,
  Icon,
  iconButton,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import { useModalDialog } from '../dialogs/useModalDialog';
import { carDetailHref } from './carLinks';
import { carFullName, carName } from './carName';
import { CarPrice } from './CarPrice';
import { useCarText, type CarTextKey } from './carTexts';
import styles from './CompareModal.module.css';
import type { ComparedCar } from './compareStore';
import { useCompare } from './useCompare';
import { useMonthlyCost } from './useMonthlyCost';

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
  const titleId = useId();
  const { rendered, dialogClassName, dialogProps } = useModalDialog(open && cars.length > 0, onClose, 'fade');

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

  // The table is at least as wide as its columns: it scrolls sideways rather than squeeze them.
  const columns: CSSProperties & { '--cars': number } = { '--cars': cars.length };

  if (!rendered) return null;
  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className={classNames(dialogClassName, styles.modal)}>
      <h2 id={titleId} className={classNames(typography.h6, styles.title)}>
        {text('compareTitle')}
        <button
          type="button"
          aria-label={text('compareClose')}
          onClick={onClose}
          className={classNames(iconButton.iconButton, styles.close)}
        >
          <Icon name="Close" size={22} />
        </button>
      </h2>
      <div className={styles.content}>
        <div tabIndex={0} role="region" aria-labelledby={titleId} className={styles.scrollArea}>
          <table className={styles.table} style={columns}>
            <colgroup>
              <col />
              {cars.map((car) => (
                <col key={car.car_id} className={styles.carColumn} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td className={classNames(styles.cell, styles.label)} />
                {cars.map((car) => (
                  <th key={car.car_id} scope="col" className={classNames(styles.cell, styles.carHead)}>
                    <div className={styles.picture}>
                      <Image
                        src={car.car_primary_image.thumbnail_url}
                        alt=""
                        fill
                        sizes="220px"
                        className={styles.image}
                        {...(car.car_primary_image.blur_data_url
                          ? { placeholder: 'blur', blurDataURL: car.car_primary_image.blur_data_url }
                          : {})}
                      />
                    </div>
                    <NextLink href={carDetailHref(site, language, car)} className={styles.name}>
                      {carName(car)}
                    </NextLink>
                    <span className={styles.version}>{car.car_version}</span>
                    <button
                      type="button"
                      aria-label={text('compareRemove', { name: carFullName(car) })}
                      onClick={() => remove(car.car_id)}
                      className={classNames(iconButton.iconButton, iconButton.small, styles.remove)}
                    >
                      <Icon name="Close" size={18} />
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className={styles.row}>
                <th scope="row" className={classNames(styles.cell, styles.label, styles.rowLabel)}>
                  {text('carPrice')}
                </th>
                {cars.map((car) => (
                  <td key={car.car_id} className={styles.cell}>
                    <CarPrice car={car} />
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.label} className={styles.row}>
                  <th scope="row" className={classNames(styles.cell, styles.label, styles.rowLabel)}>
                    {text(row.label)}
                  </th>
                  {cars.map((car) => (
                    <td key={car.car_id} className={styles.cell}>
                      {shown(row.value(car))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName({})} onClick={clear}>
          <Icon name="Close" size={18} className={styles.startIcon} />
          {text('compareClear')}
        </button>
        <button type="button" className={buttonClassName({ variant: 'contained' })} onClick={onClose}>
          {text('compareClose')}
        </button>
      </div>
    </dialog>
  );
}
