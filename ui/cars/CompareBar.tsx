/**
 * The compare bar (spec 001 §2, §4): fixed to the bottom of the window while the compare list has cars,
 * with their pictures, the count, a button that opens the compare modal and one that clears the list. The
 * page gets bottom padding of the bar's height so the bar never covers its end. Self-contained: the car
 * list renders `<CompareBar />` and nothing else.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Snackbar from '@mui/material/Snackbar';
import { styled } from '@mui/material/styles';
import { useAtom } from 'jotai';
import Image from 'next/image';
import { useState } from 'react';
import { BOTTOM_BAR_HEIGHT_VARIABLE } from '../../runtime';
import { carFullName } from './carName';
import { useCarText } from './carTexts';
import { CompareModal } from './CompareModal';
import { COMPARE_MAX, compareFullAtom } from './compareStore';
import { useCompare } from './useCompare';

export const COMPARE_BAR_HEIGHT = 72;
const FULL_NOTICE_MS = 6000;

const Bar = styled('section')(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  paddingBottom: 'env(safe-area-inset-bottom)',
  backgroundColor: theme.palette.background.paper,
  borderTop: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
}));

const Inner = styled(Container)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  height: COMPARE_BAR_HEIGHT,
}));

/** Overlapping small pictures on phones (cut off rather than pushing the buttons out), a row from tablets. */
const Thumbnails = styled('ul')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { flexShrink: 0 },
  '& li + li': { marginLeft: -14 },
  '& img': {
    display: 'block',
    width: 40,
    height: 30,
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${theme.palette.background.paper}`,
    backgroundColor: theme.palette.action.hover,
  },
  [theme.breakpoints.up('sm')]: {
    gap: theme.spacing(1),
    '& li + li': { marginLeft: 0 },
    '& img': { width: 56, height: 42 },
  },
}));

const Count = styled('p')(({ theme }) => ({
  display: 'none',
  margin: 0,
  fontSize: '0.9375rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  flexShrink: 0,
  marginLeft: 'auto',
  '& button': { whiteSpace: 'nowrap' },
}));

export function CompareBar() {
  const text = useCarText();
  const { cars, clear } = useCompare();
  const [full, setFull] = useAtom(compareFullAtom);
  const [open, setOpen] = useState(false);
  // Emptied while the modal was open: it must not open again when the next car is added.
  if (cars.length === 0 && open) setOpen(false);
  if (cars.length === 0) return null;

  return (
    <>
      <GlobalStyles
        styles={{
          body: {
            paddingBottom: `calc(${COMPARE_BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
            [BOTTOM_BAR_HEIGHT_VARIABLE]: `${COMPARE_BAR_HEIGHT}px`,
          },
        }}
      />
      <Bar aria-label={text('compareBarLabel')}>
        <Inner maxWidth="lg">
          <Thumbnails>
            {cars.map((car) => (
              <li key={car.car_id}>
                <Image
                  src={car.car_primary_image.thumbnail_url}
                  alt={carFullName(car)}
                  width={56}
                  height={42}
                  sizes="56px"
                />
              </li>
            ))}
          </Thumbnails>
          <Count>{text('compareBarCount', { count: cars.length, max: COMPARE_MAX })}</Count>
          <Actions>
            <Button onClick={clear}>{text('compareClear')}</Button>
            <Button variant="contained" onClick={() => setOpen(true)}>
              {text('compareOpen', { count: cars.length })}
            </Button>
          </Actions>
        </Inner>
      </Bar>
      <Snackbar
        open={full}
        autoHideDuration={FULL_NOTICE_MS}
        onClose={() => setFull(false)}
        message={text('compareFull', { max: COMPARE_MAX })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: COMPARE_BAR_HEIGHT + 8, sm: COMPARE_BAR_HEIGHT + 16 } }}
      />
      <CompareModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
