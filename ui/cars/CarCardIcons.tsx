/**
 * The car card's small icons (key facts, the dealer's city). Alone, a card draws each icon in full. Inside
 * `CarCardIconSprite` (a list of many cards) the icons are drawn once, as symbols, and each card refers to
 * them with `<use>`: five inline icons cost about 1.6 kB of markup a card, 48 times on the car list.
 */
import { createContext, type ReactNode, useContext, useId } from 'react';
import { Icon, type IconName } from '../../runtime';

const CARD_ICONS = [
  'Calendar',
  'Speedometer',
  'Fuel',
  'Gearbox',
  'Pin',
] as const satisfies readonly IconName[];

export type CarCardIconName = (typeof CARD_ICONS)[number];

const ICON_SIZE = 16;

/** The id prefix of the symbols drawn around the cards, or null where there are none. */
const SpriteIdContext = createContext<string | null>(null);

export function CarCardIconSprite({ children }: { children: ReactNode }) {
  // A prefix per list, so two lists on one page never share an id; the icon's index keeps ids short.
  const prefix = useId();
  return (
    <SpriteIdContext value={prefix}>
      <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
        {CARD_ICONS.map((name, index) => (
          <symbol key={name} id={`${prefix}${index}`} viewBox={`0 0 ${ICON_SIZE} ${ICON_SIZE}`}>
            <Icon name={name} size={ICON_SIZE} />
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteIdContext>
  );
}

/** The card's styles size the icon (16px): a reference is all the markup 48 cards repeat. */
export function CarCardIcon({ name }: { name: CarCardIconName }) {
  const prefix = useContext(SpriteIdContext);
  if (prefix === null) return <Icon name={name} size={ICON_SIZE} />;
  return (
    <svg aria-hidden="true">
      <use href={`#${prefix}${CARD_ICONS.indexOf(name)}`} />
    </svg>
  );
}
