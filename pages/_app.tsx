import { SiteApp } from '../runtime/page/SiteApp';

export default SiteApp;
