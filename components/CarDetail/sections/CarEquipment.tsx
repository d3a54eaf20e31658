/**
 * The car page's equipment (anchor `#equipment`, spec 001 §2, §4, §9): the list in columns, shown up to
 * 50 px high (190 px in the single-column car-store layout) with "show more" when it is taller. A sample
 * car's list shows its first 3 items instead, unless it has 4 or fewer. Renders nothing without equipment.
 */
import { styled } from '@mui/material/styles';
import type { Car, SiteConfig } from '../../../runtime';
import { Icon } from '../../../runtime';
import { ClampedRegion } from './ClampedRegion';
import { CarSection } from './CarSection';
import { useCarSectionText } from './carSectionTexts';
import { hiddenExtras, ShowMoreButton, ToggleRow, useShowMore } from './ShowMoreToggle';

export type CarLayout = SiteConfig['features']['carDetailLayout'];

/** Spec 001 §9: visible height of the collapsed list by page layout. */
export const EQUIPMENT_VISIBLE_HEIGHT: Readonly<Record<CarLayout, number>> = {
  standard: 50,
  singleColumn: 190,
};
/** Spec 001 §4, §9: a sample car shows this many items while collapsed … */
export const SAMPLE_EQUIPMENT_SHOWN = 3;
/** … unless it has no more than this many. */
export const SAMPLE_EQUIPMENT_ALL_UP_TO = 4;

const ItemList = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: theme.spacing(0.5, 3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    fontSize: theme.typography.pxToRem(15),
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
  },
  '& > li > svg': { flexShrink: 0, marginTop: 3, color: theme.palette.primary.main },
  ...hiddenExtras('flex'),
}));

interface ItemsProps {
  items: readonly string[];
  /** Items shown while collapsed; without it, every item always shows. */
  limit?: { count: number; id: string; expanded: boolean };
}

function Items({ items, limit }: ItemsProps) {
  return (
    <ItemList id={limit?.id} data-expanded={limit?.expanded ?? true}>
      {items.map((item, position) => (
        <li key={`${position}-${item}`} data-extra={(limit && position >= limit.count) || undefined}>
          <Icon name="Check" size={16} />
          {item}
        </li>
      ))}
    </ItemList>
  );
}

/** A sample car's list: the first items, the rest behind "show more" (none when the list is short). */
function SampleItems({ items }: { items: readonly string[] }) {
  const { id, expanded, toggle } = useShowMore();
  if (items.length <= SAMPLE_EQUIPMENT_ALL_UP_TO) return <Items items={items} />;
  return (
    <>
      <Items items={items} limit={{ count: SAMPLE_EQUIPMENT_SHOWN, id, expanded }} />
      <ToggleRow>
        <ShowMoreButton expanded={expanded} controls={id} onToggle={toggle} />
      </ToggleRow>
    </>
  );
}

export function CarEquipment({ car, layout }: { car: Car; layout: CarLayout }) {
  const text = useCarSectionText();
  const items = (car.car_equipment ?? []).filter((item) => item.trim() !== '');
  if (items.length === 0) return null;
  return (
    <CarSection id="equipment" heading={text('carDetailEquipmentHeading')}>
      {car.car_is_sample ? (
        <SampleItems items={items} />
      ) : (
        <ClampedRegion maxHeight={EQUIPMENT_VISIBLE_HEIGHT[layout]}>
          <Items items={items} />
        </ClampedRegion>
      )}
    </CarSection>
  );
}
