import { SiteApp } from '../runtime';

export default SiteApp;
