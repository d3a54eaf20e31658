/** Site selection (spec 002 §2): a heading and the market's workshop sites as cards, each opening its page. */
import { localisedPath, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import { TeaserGrid, TeaserSection } from '../../ui';
import type { SiteSelectionFields } from './fields.generated';
import { SiteCard } from './SiteCard';
import type { SiteCardRecord } from './siteSelectionQuery';

/** Found by the loader on the server. */
export interface SiteSelectionData {
  sites: SiteCardRecord[];
}

export default function SiteSelection({
  fields,
  data,
}: RenderingProps<SiteSelectionFields, SiteSelectionData>) {
  const site = useSite();
  const language = usePageLanguage();
  const sites = data?.sites ?? [];
  return (
    <TeaserSection title={fields.Title} link={fields.Link} empty={sites.length === 0}>
      {({ headingLevel }) => (
        <TeaserGrid>
          {sites.map((dealer) => (
            <li key={dealer.site_id}>
              <SiteCard
                site={dealer}
                href={localisedPath(site, language, `${site.paths.siteDetail}/${dealer.slug}`)}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </TeaserGrid>
      )}
    </TeaserSection>
  );
}
