/**
 * The frame of each car page section: a landmark named by its h2, with the spacing and rule line that
 * separate one section from the next, and the page's anchor scroll offset (spec 001 §9: 112 px from
 * 768 px wide, 250 px below).
 */
import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { anchorScrollMargin } from '../../../ui';

const Section = styled('section')(({ theme }) => ({
  paddingBlock: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  // Anchored sections (#overview, #equipment) keep clear of the sticky bar like the contact anchors.
  ...anchorScrollMargin,
  [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(4) },
}));

const Heading = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: theme.typography.pxToRem(22),
  lineHeight: 1.25,
  fontWeight: theme.typography.h2.fontWeight,
  textTransform: theme.typography.h2.textTransform,
  [theme.breakpoints.up('md')]: { fontSize: theme.typography.pxToRem(26), marginBottom: theme.spacing(2.5) },
}));

interface CarSectionProps {
  heading: string;
  /** The page anchor (`overview`, `equipment`), when the section has one. */
  id?: string;
  children: ReactNode;
}

export function CarSection({ heading, id, children }: CarSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </Section>
  );
}
