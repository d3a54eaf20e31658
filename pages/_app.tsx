import { SiteApp } from '../runtime/app';

export default SiteApp;
