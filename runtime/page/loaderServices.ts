/**
 * The services this server hands to component loaders: the configured content source, the cached search
 * client, blur placeholders, the autos-on-show service, the finance quote service and the Jotform service. One set per process. Server-only.
 */
import { blurPlaceholders } from '../media/blurDataUrl';
import type { LoaderServices } from '../rendering/ComponentEntry';
import { serverAutosOnShowService } from '../services/autosOnShow';
import { contentSource } from '../services/content';
import { serverFinanceService } from '../services/finance';
import { serverJotformService } from '../services/jotform';
import { serverSearchClient } from '../services/search';

let services: LoaderServices | undefined;

export function serverLoaderServices(): LoaderServices {
  services ??= {
    content: contentSource(),
    search: serverSearchClient(),
    media: blurPlaceholders,
    autosOnShow: serverAutosOnShowService(),
    finance: serverFinanceService(),
    jotform: serverJotformService(),
  };
  return services;
}
