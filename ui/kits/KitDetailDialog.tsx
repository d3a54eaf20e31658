/**
 * A kit's detail dialog (spec 002 §2 "Kits listing"), opened from its card or from the cart list: the
 * pictures (the first large, the others as thumbnails that switch it), name, code, catalogue, categories,
 * seller, the campaign label, price and the add/remove button bound to the cart, then the description and
 * the parts the kit holds. Full screen below `sm`. The kit stays shown while the dialog fades out after closing.
 */
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Image from 'next/image';
import { Fragment, useId, useState } from 'react';
import { useSite } from '../../runtime';
import { ClosableDialogTitle } from '../dialogs/ClosableDialogTitle';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import { formatKitPrice } from './formatKitPrice';
import type { KitRecord } from './kitCardFields';
import { KitCartToggle } from './KitCartToggle';
import { kitPictures } from './kitPicture';
import { useKitText } from './kitTexts';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  '& h3': { margin: theme.spacing(0, 0, 1), fontSize: '1rem' },
  '& .description': { margin: 0, lineHeight: 1.6 },
  '& .parts': { [theme.breakpoints.up('md')]: { gridColumn: '1 / -1' } },
}));

const Stage = styled('div')(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  '& img': { objectFit: 'cover' },
}));

const Thumbnails = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  margin: theme.spacing(1, 0, 0),
  padding: 0,
  listStyle: 'none',
  '& button': {
    position: 'relative',
    display: 'block',
    width: 72,
    aspectRatio: '4 / 3',
    padding: 0,
    overflow: 'hidden',
    border: `2px solid transparent`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.action.hover,
    cursor: 'pointer',
  },
  '& button img': { objectFit: 'cover' },
  '& button[aria-pressed="true"]': { borderColor: theme.palette.primary.main },
  '& button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(0.75, 2),
  margin: theme.spacing(0, 0, 2),
  fontSize: '0.9375rem',
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

const Price = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: '1.5rem',
  fontWeight: 700,
}));

const PartsTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  '& th, & td': {
    padding: theme.spacing(1, 1.5, 1, 0),
    textAlign: 'left',
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  },
  '& th': { fontSize: '0.8125rem', color: theme.palette.text.secondary, fontWeight: 600 },
  '& .quantity': { textAlign: 'right', paddingRight: 0 },
}));

export interface KitDetailDialogProps {
  /** The kit shown; null closes the dialog. */
  kit: KitRecord | null;
  onClose: () => void;
}

export function KitDetailDialog({ kit, onClose }: KitDetailDialogProps) {
  const text = useKitText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // The last kit shown, so the dialog keeps its content while it closes.
  const [lastKit, setLastKit] = useState(kit);
  if (kit && kit !== lastKit) setLastKit(kit);
  const shown = kit ?? lastKit;

  return (
    <Dialog
      open={kit !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      {shown && (
        <>
          <ClosableDialogTitle id={titleId} closeLabel={text('kitDetailClose')} onClose={onClose}>
            {shown.name}
          </ClosableDialogTitle>
          <DialogContent dividers>
            <KitDetails key={shown.kitId} kit={shown} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

function KitDetails({ kit }: { kit: KitRecord }) {
  const site = useSite();
  const text = useKitText();
  const pictures = kitPictures(kit);
  const [current, setCurrent] = useState(0);
  const partsHeadingId = useId();
  const picture = pictures[current] ?? pictures[0];
  const categories = [kit.kitcategory, kit.kitsubcategory, kit.partsubsubcategory].filter(Boolean);
  const facts: { label: string; value: string | undefined }[] = [
    { label: text('kitDetailCode'), value: kit.kitCode },
    { label: text('kitDetailCatalogue'), value: kit.catalogueId },
    { label: text('kitDetailCategory'), value: categories.length > 0 ? categories.join(' › ') : undefined },
    { label: text('kitDetailSeller'), value: kit.site_official_name },
  ];

  return (
    <Layout>
      <div>
        {picture && (
          <Stage>
            <Image
              src={picture.src}
              alt={kit.name}
              fill
              sizes="(min-width: 900px) 420px, 100vw"
              {...(picture.blurDataURL ? { placeholder: 'blur', blurDataURL: picture.blurDataURL } : {})}
            />
          </Stage>
        )}
        {pictures.length > 1 && (
          <Thumbnails>
            {pictures.map((thumbnail, index) => (
              <li key={thumbnail.src}>
                <button
                  type="button"
                  aria-pressed={index === current}
                  aria-label={text('kitDetailImage', { index: index + 1, count: pictures.length })}
                  onClick={() => setCurrent(index)}
                >
                  <Image src={thumbnail.src} alt="" fill sizes="72px" />
                </button>
              </li>
            ))}
          </Thumbnails>
        )}
      </div>
      <div>
        <Facts>
          {facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
        </Facts>
        {kit.action && <Chip label={kit.action} color="error" size="small" sx={{ fontWeight: 700 }} />}
        <Price>
          <VisuallyHidden>{`${text('kitDetailPrice')}: `}</VisuallyHidden>
          {formatKitPrice(kit.retailPrice, kit.currency, site.locale)}
        </Price>
        <KitCartToggle kit={kit} size="large" />
      </div>
      {kit.description && <p className="description">{kit.description}</p>}
      {kit.parts && kit.parts.length > 0 && (
        <section className="parts" aria-labelledby={partsHeadingId}>
          <h3 id={partsHeadingId}>{text('kitDetailParts')}</h3>
          <PartsTable>
            <thead>
              <tr>
                <th scope="col">{text('kitPartNumber')}</th>
                <th scope="col">{text('kitPartName')}</th>
                <th scope="col" className="quantity">
                  {text('kitPartQuantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {kit.parts.map((part) => (
                <tr key={`${part.partNumber}-${part.name}`}>
                  <td>{part.partNumber}</td>
                  <td>{part.name}</td>
                  <td className="quantity">{part.quantity}</td>
                </tr>
              ))}
            </tbody>
          </PartsTable>
        </section>
      )}
    </Layout>
  );
}
