import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import { projectValidator } from '../../runtime/config/schemaValidator';
import { demoImageBlurs } from './demoImages';
import { generateDealerSites } from './generateDealerSites';
import { generateKits } from './generateKits';

const sites = loadSiteConfigs();

describe('generateKits', () => {
  it.each(sites.map((site) => [site.name, site]))(
    'gives %s about 300 valid kits in its currency sold by its dealers',
    async (_, site) => {
      const blurs = await demoImageBlurs();
      const dealers = generateDealerSites(site, blurs);
      const kits = generateKits(site, dealers, blurs);
      const validate = projectValidator('kit');
      const dealerNames = new Set(dealers.map((dealer) => dealer.site_official_name));
      expect(kits.length).toBeGreaterThan(250);
      expect(kits.length).toBeLessThan(450);
      expect(new Set(kits.map((kit) => kit.kitId)).size).toBe(kits.length);
      for (const kit of kits) {
        expect(validate(kit), JSON.stringify(validate.errors)).toBe(true);
        expect(kit.currency).toBe(site.currency);
        expect(kit.status).toBe('Active');
        expect(dealerNames).toContain(kit.site_official_name);
        expect(kit.type_manf_year).toMatch(
          new RegExp(`^${kit.model?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d{4}–\\d{4}\\)$`),
        );
        expect(kit.images?.[0]).toMatch(/^\/-\/media\/kits\/[a-z-]+\.jpg$/);
        expect(kit.site_primary_image?.thumbnail_url).toBe(kit.images?.[0]);
        expect(kit.site_primary_image?.blur_data_url).toMatch(/^data:image\//);
      }
      const onOffer = kits.filter((kit) => kit.action !== undefined);
      expect(onOffer.length).toBeGreaterThan(kits.length * 0.05);
      expect(onOffer.length).toBeLessThan(kits.length * 0.25);
      expect(new Set(onOffer.map((kit) => kit.action)).size).toBe(1);
    },
  );
});
