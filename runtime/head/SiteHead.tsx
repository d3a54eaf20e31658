import Head from 'next/head';
import type { HeadTags } from './buildHeadTags';

/**
 * A JSON-LD script with `<` escaped, so content cannot close it. An element, not a component: next/head
 * reads its children's types and props.
 */
function jsonLdScript(key: string, data: Record<string, unknown>) {
  return (
    <script
      key={key}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** Renders the computed head tags. */
export function SiteHead({ tags }: { tags: HeadTags }) {
  return (
    <Head>
      <title>{tags.title}</title>
      {tags.description && <meta name="description" content={tags.description} />}
      <meta property="og:title" content={tags.ogTitle} />
      <meta property="og:site_name" content={tags.ogSiteName} />
      {tags.ogDescription && <meta property="og:description" content={tags.ogDescription} />}
      {tags.ogImage && <meta property="og:image" content={tags.ogImage} />}
      <meta property="og:url" content={tags.ogUrl} />
      <meta property="og:type" content="website" />
      <link rel="canonical" href={tags.canonical} />
      <link rel="icon" href={tags.icon} />
      {jsonLdScript('site-data', tags.jsonLd)}
      {tags.pageJsonLd && jsonLdScript('page-data', tags.pageJsonLd)}
    </Head>
  );
}
