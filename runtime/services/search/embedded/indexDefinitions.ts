/**
 * What the embedded search engine knows about each kind of index: which fields can be faceted (value
 * facets), which are numeric ranges (filters `<min>..<max>` and histogram facets),
 * which can be sorted on, and which the keyphrase searches. Every other field of the record schema can
 * be filtered on and returned; a field outside the schema is a bad request.
 */
import carSchema from '../../../../schemas/car.schema.json';
import dealerSiteSchema from '../../../../schemas/dealerSite.schema.json';
import kitSchema from '../../../../schemas/kit.schema.json';
import type { SearchIndexKind } from '../contract';

export interface IndexDefinition {
  /** Field that identifies a record. */
  idField: string;
  /** Every field a record may have (the record schema's properties). */
  fields: ReadonlySet<string>;
  /** Fields that can be value facets (and levels of hierarchical facets). */
  valueFacets: readonly string[];
  /** Numeric fields filtered by ranges and answered as histograms (spec 001 §9). */
  rangeFields: readonly string[];
  /** Fields `sort_name` may name (each with `_asc` and `_desc`). */
  sortFields: readonly string[];
  /** Fields the keyphrase searches, in order of weight. */
  searchFields: readonly string[];
}

const schemaFields = (schema: { properties: object }) => new Set(Object.keys(schema.properties));

const carRangeFields = [
  'car_price',
  'car_campaign_price',
  'car_retail_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_loan_monthly_cost',
  'car_power',
];

export const INDEX_DEFINITIONS: Readonly<Record<SearchIndexKind, IndexDefinition>> = {
  vehicles: {
    idField: 'car_id',
    fields: schemaFields(carSchema),
    valueFacets: [
      'car_brand',
      'car_brand_code',
      'car_model',
      'car_model_text',
      'car_body',
      'car_fuel',
      'car_gearbox',
      'car_drive',
      'car_color',
      'car_year',
      'car_condition',
      'car_seats',
      'car_doors',
      'car_is_used',
      'car_is_sample',
      'caroftheweek',
      'car_vehicle_type_code',
      'car_campaigns',
      'car_trim_package',
      'car_has_campaign_price',
      'car_has_campaign_loan',
      'car_has_privateleasing',
      'car_has_companyleasing',
      'car_vat_eligible',
      'car_ncapstars',
      'autos_on_show',
      'car_site_id',
      'car_site_name',
      'car_site_city',
      'car_site_region',
      'car_equipment',
      'manufacturer',
      'model',
      'type_manf_year',
    ],
    rangeFields: carRangeFields,
    sortFields: [...carRangeFields, 'car_year', 'car_publishdate', 'indexed_at', 'car_brand', 'car_model'],
    searchFields: [
      'car_brand',
      'car_model',
      'car_model_text',
      'car_version',
      'car_body',
      'car_fuel',
      'car_gearbox',
      'car_drive',
      'car_color',
      'car_condition',
      'car_year',
      'car_regno',
      'car_site_city',
    ],
  },
  sites: {
    idField: 'site_id',
    fields: schemaFields(dealerSiteSchema),
    valueFacets: ['site_city', 'site_region', 'site_brands', 'website_city'],
    rangeFields: [],
    sortFields: ['website_sort_order', 'site_official_name', 'site_city'],
    searchFields: [
      'site_official_name',
      'site_city',
      'website_city',
      'site_region',
      'site_street',
      'site_zip',
      'site_brands',
    ],
  },
  kits: {
    idField: 'kitId',
    fields: schemaFields(kitSchema),
    valueFacets: [
      'kitcategory',
      'kitsubcategory',
      'partsubsubcategory',
      'status',
      'action',
      'manufacturer',
      'model',
      'type_manf_year',
      'site_official_name',
      'currency',
    ],
    rangeFields: ['retailPrice'],
    sortFields: ['retailPrice', 'name', 'kitCode'],
    searchFields: [
      'name',
      'kitCode',
      'kitcategory',
      'kitsubcategory',
      'manufacturer',
      'model',
      'description',
    ],
  },
};
