/**
 * The dictionary keys of the car page's sections (overview, technical data, equipment, description) with
 * their Swedish defaults; each market's dictionary translates them. The facts the car card already shows
 * (year, mileage, fuel …) keep the shared car keys of `useCarText`.
 */
import { defineTexts } from '../../../runtime';

export const CAR_SECTION_TEXTS = {
  carDetailOverviewHeading: 'Översikt',
  carDetailTechnicalHeading: 'Teknisk data',
  carDetailEquipmentHeading: 'Utrustning',
  carDetailDescriptionHeading: 'Beskrivning',
  carDetailShowMore: 'Visa mer',
  carDetailShowLess: 'Visa mindre',
  carDetailRegno: 'Registreringsnummer',
  carDetailChassino: 'Chassinummer',
  carDetailFirstRegistration: 'Första registrering',
  carDetailCondition: 'Skick',
  carDetailTrimPackage: 'Utrustningsnivå',
  carDetailLocation: 'Anläggning',
  carDetailAcceleration: 'Acceleration 0–100 km/h',
  carDetailEmissionMixed: 'CO₂-utsläpp, blandad körning',
  carDetailFuelCombined: 'Bränsleförbrukning, blandad körning',
  carDetailWltpElectricConsumption: 'Elförbrukning (WLTP)',
  carDetailWltpElectricRange: 'Räckvidd (WLTP)',
  carDetailElectricRange: 'Elektrisk räckvidd',
  carDetailFuelTankCapacity: 'Tankvolym',
  carDetailBatterySize: 'Batterikapacitet',
  carDetailAcChargingSpeed: 'Laddeffekt AC',
  carDetailDcChargingSpeed: 'Laddeffekt DC',
  carDetailPowerValue: '{{power}} hk',
  carDetailServiceWeight: 'Tjänstevikt',
  carDetailCargoVolume: 'Bagageutrymme',
  carDetailLength: 'Längd',
  carDetailWidth: 'Bredd',
  carDetailHeight: 'Höjd',
  carDetailNcapStars: 'Euro NCAP',
  carDetailNcapStarsValue: '{{stars}} av 5 stjärnor',
  carDetailPbbRatio: 'Nybilspris i prisbasbelopp',
  carDetailBeneficialValue: 'Förmånsvärde',
  carDetailBeneficialValueAmount: '{{amount}}/mån',
} as const;

export const useCarSectionText = defineTexts(CAR_SECTION_TEXTS);

export type CarSectionText = ReturnType<typeof useCarSectionText>;
