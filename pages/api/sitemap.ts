import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSource, requestSite, sitemapXml } from '../../runtime/server';

export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  try {
    const xml = await sitemapXml(requestSite(req), contentSource());
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.status(200).send(xml);
  } catch (error) {
    console.error('sitemap.xml failed:', error);
    res.status(502).send('The sitemap could not be built from the content source.');
  }
}
