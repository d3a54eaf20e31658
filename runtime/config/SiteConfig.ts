import type { SiteConfigFile, SiteFeatures, SiteTheme } from '../../schemas/generated/site';

/** A validated site config with every documented default filled in by ajv. */
export type SiteConfig = Omit<
  SiteConfigFile,
  '$schema' | 'features' | 'defaultLanguage' | 'theme' | 'mileageUnit' | 'carList' | 'timeZone' | 'layout'
> & {
  defaultLanguage: string;
  mileageUnit: NonNullable<SiteConfigFile['mileageUnit']>;
  timeZone: string;
  carList: Required<NonNullable<SiteConfigFile['carList']>>;
  default: boolean;
  externalRedirectHosts: string[];
  features: Required<SiteFeatures>;
  layout: {
    rootPlaceholders: Required<NonNullable<NonNullable<SiteConfigFile['layout']>['rootPlaceholders']>>;
  };
  theme: SiteTheme & { brandThemes: NonNullable<SiteTheme['brandThemes']> };
};

export type { SiteFeatures };
