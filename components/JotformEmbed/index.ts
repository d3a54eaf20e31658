/** Registry entry of the Jotform embed: its loader fetches the form's definition for the server's HTML. */
import { defineComponent, type LoaderContext } from '../../runtime';
import { EMBEDDED_FORM_DICTIONARY_PREFIX, LEAD_FORM_DICTIONARY_PREFIXES } from '../../ui';
import type { JotformEmbedFields } from './fields.generated';
import JotformEmbed, { type JotformEmbedData } from './JotformEmbed';
import fieldsSchema from './jotformEmbed.schema.json';

/**
 * The form the rendering's FormId names, through the page's Jotform service; none without a FormId. An
 * unknown form or a failing service throws, so the block shows the section error and the page is kept
 * only briefly.
 */
export async function loadJotformEmbed({
  fields,
  services,
}: LoaderContext<JotformEmbedFields>): Promise<JotformEmbedData> {
  const formId = fields.FormId?.value.trim();
  return { form: formId ? await services.jotform.form(formId) : null };
}

export default defineComponent<JotformEmbedFields, JotformEmbedData>({
  lazy: true,
  component: JotformEmbed,
  fieldsSchema,
  loader: loadJotformEmbed,
  dictionaryPrefixes: [...LEAD_FORM_DICTIONARY_PREFIXES, EMBEDDED_FORM_DICTIONARY_PREFIX],
});
