/** Registry entry of the site selection: the block, its field schema and the server loader of its sites. */
import { defineComponent, type LoaderContext } from '../../runtime';
import { teaserRecords } from '../../ui';
import type { SiteSelectionFields } from './fields.generated';
import SiteSelection, { type SiteSelectionData } from './SiteSelection';
import fieldsSchema from './siteSelection.schema.json';
import { siteSelectionQuery, toSiteCards } from './siteSelectionQuery';

/** The workshop sites, on the server so the first view has them; none when the search fails. */
export async function loadSiteSelection(
  context: LoaderContext<SiteSelectionFields>,
): Promise<SiteSelectionData> {
  const query = siteSelectionQuery(context.fields.Query?.value === 'predefined' ? 'predefined' : 'all');
  return { sites: toSiteCards(await teaserRecords(context, 'sites', query)) };
}

export default defineComponent<SiteSelectionFields, SiteSelectionData>({
  lazy: true,
  component: SiteSelection,
  fieldsSchema,
  loader: loadSiteSelection,
  styling: 'css-modules',
});
