/**
 * A label/value table of car facts (overview, technical data): the first five rows, then "show more" for
 * the rest (spec 001 §9). The toggle is there only when there are more rows than that.
 */
import { styled } from '@mui/material/styles';
import { Icon } from '../../../runtime';
import type { CarFact } from './carFacts';
import { hiddenExtras, ShowMoreButton, ToggleRow, useShowMore } from './ShowMoreToggle';

/** Spec 001 §9: overview and technical data show 5 rows before show-more. */
export const FACT_ROWS_SHOWN = 5;

const Rows = styled('dl')(({ theme }) => ({
  margin: 0,
  borderTop: `1px solid ${theme.palette.divider}`,
  '& > div': {
    display: 'grid',
    // The value as wide as it needs (a VIN on one line), the label at least 40 % of the row.
    gridTemplateColumns: 'minmax(40%, 1fr) minmax(0, max-content)',
    gap: theme.spacing(2),
    alignItems: 'baseline',
    padding: theme.spacing(1.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& dt': { color: theme.palette.text.secondary, overflowWrap: 'anywhere' },
  '& dd': {
    margin: 0,
    textAlign: 'end',
    fontWeight: 600,
    color: theme.palette.text.primary,
    overflowWrap: 'anywhere',
  },
  '& .stars': { display: 'inline-flex', gap: 2, marginInlineEnd: theme.spacing(1), verticalAlign: '-2px' },
  '& .stars > svg': { color: theme.palette.text.disabled },
  '& .stars > svg.filled': { color: theme.palette.warning.main, fill: 'currentColor' },
  ...hiddenExtras('grid'),
}));

function Stars({ count }: { count: number }) {
  return (
    <span className="stars" aria-hidden>
      {Array.from({ length: 5 }, (_, position) => (
        <Icon key={position} name="Star" size={16} className={position < count ? 'filled' : undefined} />
      ))}
    </span>
  );
}

export function FactRows({ facts }: { facts: readonly CarFact[] }) {
  const { id, expanded, toggle } = useShowMore();
  const collapsible = facts.length > FACT_ROWS_SHOWN;
  return (
    <>
      <Rows id={id} data-expanded={expanded || !collapsible}>
        {facts.map((fact, position) => (
          <div key={fact.key} data-fact={fact.key} data-extra={position >= FACT_ROWS_SHOWN || undefined}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.stars !== undefined && <Stars count={fact.stars} />}
              {fact.value}
            </dd>
          </div>
        ))}
      </Rows>
      {collapsible && (
        <ToggleRow>
          <ShowMoreButton expanded={expanded} controls={id} onToggle={toggle} />
        </ToggleRow>
      )}
    </>
  );
}
