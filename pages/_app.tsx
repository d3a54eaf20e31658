import '../runtime/theme/baseline.css';
import { SiteApp } from '../runtime/app';

export default SiteApp;
