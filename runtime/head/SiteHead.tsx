import Head from 'next/head';
import type { HeadTags } from './buildHeadTags';

/** Renders the computed head tags. JSON-LD is serialised with `<` escaped so content cannot close the script. */
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
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(tags.jsonLd).replace(/</g, '\\u003c') }}
      />
    </Head>
  );
}
