/**
 * The seller's description of the car (spec 001 §2): plain text whose blank lines start paragraphs and
 * whose single line breaks are kept, collapsed at 300 px with a fade and "show more" when it is taller.
 * Renders nothing without a description.
 */
import { styled } from '@mui/material/styles';
import type { Car } from '../../../runtime';
import { ClampedRegion } from './ClampedRegion';
import { CarSection } from './CarSection';
import { useCarSectionText } from './carSectionTexts';

/** Spec 001 §9: the description is collapsed at 300 px. */
export const DESCRIPTION_VISIBLE_HEIGHT = 300;

const Text = styled('div')(({ theme }) => ({
  maxWidth: '70ch',
  fontSize: theme.typography.pxToRem(16),
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  '& > p': { margin: theme.spacing(0, 0, 2), whiteSpace: 'pre-line' },
  '& > p:last-child': { marginBottom: 0 },
}));

/** The text's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function CarDescription({ car }: { car: Car }) {
  const text = useCarSectionText();
  const paragraphs = descriptionParagraphs(car.car_description ?? '');
  if (paragraphs.length === 0) return null;
  return (
    <CarSection heading={text('carDetailDescriptionHeading')}>
      <ClampedRegion maxHeight={DESCRIPTION_VISIBLE_HEIGHT}>
        <Text>
          {paragraphs.map((paragraph, position) => (
            <p key={position}>{paragraph}</p>
          ))}
        </Text>
      </ClampedRegion>
    </CarSection>
  );
}
