import type { NextApiRequest, NextApiResponse } from 'next';
import {
  contentSource,
  dealerPagePaths,
  requestSite,
  serverSearchService,
  sitemapXml,
} from '../../runtime/server';

export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  try {
    const site = requestSite(req);
    // Without the search service the sitemap still lists every content page.
    const dealerPages = await dealerPagePaths(site, serverSearchService()).catch((error: unknown) => {
      console.error('sitemap.xml: the dealer pages could not be listed:', error);
      return [];
    });
    const xml = await sitemapXml(site, contentSource(), dealerPages);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.status(200).send(xml);
  } catch (error) {
    console.error('sitemap.xml failed:', error);
    res.status(502).send('The sitemap could not be built from the content source.');
  }
}
