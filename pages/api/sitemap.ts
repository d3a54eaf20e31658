import type { NextApiRequest, NextApiResponse } from 'next';
import { requestSite } from '../../runtime/api/requestSite';
import { contentSource } from '../../runtime/services/content/index';
import { sitemapXml } from '../../runtime/api/sitemap';

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
