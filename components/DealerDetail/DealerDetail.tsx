/**
 * The dealer page's rendering: the dealer, or the not-found view; nothing while the page redirects.
 */
import type { RenderingProps } from '../../runtime';
import type { DealerDetailData } from './dealerDetailData';
import { DealerNotFound } from './DealerNotFound';
import { DealerPage } from './DealerPage';
import type { DealerDetailFields } from './fields.generated';

export default function DealerDetail({ fields, data }: RenderingProps<DealerDetailFields, DealerDetailData>) {
  if (data.kind === 'notFound') return <DealerNotFound />;
  if (data.kind === 'redirect') return null;
  return <DealerPage data={data} fields={fields} />;
}
