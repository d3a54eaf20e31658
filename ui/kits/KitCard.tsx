/**
 * A kit in the catalogue's grid (spec 002 §2 "Kits listing"): picture (with the kit's campaign label),
 * name, code, category and price in the kit's currency, and an add/remove toggle bound to the cart. The
 * card opens the kit's detail dialog rather than a page: its name is a button whose area is stretched over
 * the card, and the cart toggle sits above that area. Styled components rather than `sx`: a page shows 48 cards and more.
 */
import { styled, type Theme } from '@mui/material/styles';
import { Icon, useSite } from '../../runtime';
import { CardBody, CardFrame, stretchedLinkStyles } from '../cards/CardFrame';
import { CardPicture, CardPictureBox } from '../cards/CardPicture';
import type { PictureLoading } from '../cards/pictureLoading';
import { formatKitPrice } from './formatKitPrice';
import type { KitRecord } from './kitCardFields';
import { useKitCart } from './kitCart';
import { KitCartToggle } from './KitCartToggle';
import { kitPictures } from './kitPicture';
import { useKitText } from './kitTexts';

/** The kit's campaign label (its `action`) and whether it is in the cart, over the picture's corner. */
const Badges = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1.5),
  left: theme.spacing(1.5),
  right: theme.spacing(1.5),
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
}));

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  boxShadow: theme.shadows[1],
  '&[data-kind="action"]': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
}));

const headingStyles = (theme: Theme) => ({
  margin: 0,
  fontSize: '1.0625rem',
  lineHeight: 1.3,
  fontWeight: theme.typography.h3.fontWeight,
  '& > button': {
    display: 'block',
    width: '100%',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    ...stretchedLinkStyles(theme),
  },
  'article:hover & > button': { color: theme.palette.primary.main },
});

const Body = styled(CardBody)(({ theme }) => ({
  gap: theme.spacing(0.75),
  padding: theme.spacing(2, 2, 1.5),
  '& > :is(h2, h3, h4)': headingStyles(theme),
  '& > p': { margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& > p.price': {
    marginTop: 'auto',
    paddingTop: theme.spacing(1),
    fontSize: '1.125rem',
    fontWeight: 700,
    color: theme.palette.text.primary,
  },
}));

const Footer = styled('footer')(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  padding: theme.spacing(0, 2, 2),
}));

export interface KitCardProps {
  kit: KitRecord;
  /** Opens the kit's detail dialog. */
  onOpen: (kit: KitRecord) => void;
  /** `h3` under a section heading (the default), `h2` on a page without one. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How the picture loads (`listPictureLoading` in a list): lazily unless said. */
  pictureLoading?: PictureLoading;
  className?: string;
}

export function KitCard({
  kit,
  onOpen,
  headingLevel = 'h3',
  pictureLoading = 'lazy',
  className,
}: KitCardProps) {
  const site = useSite();
  const text = useKitText();
  const cart = useKitCart();
  const selected = cart.has(kit.kitId);
  const HeadingTag = headingLevel;
  const [picture] = kitPictures(kit);
  const category = [kit.kitcategory, kit.kitsubcategory].filter(Boolean).join(' › ');

  return (
    <CardFrame interactive className={className}>
      <CardPictureBox>
        {picture && (
          <CardPicture src={picture.src} blurDataURL={picture.blurDataURL} loading={pictureLoading} />
        )}
        {(kit.action || selected) && (
          <Badges>
            {kit.action && <Badge data-kind="action">{kit.action}</Badge>}
            {selected && (
              <Badge>
                <Icon name="Check" size={14} />
                {text('kitInCart')}
              </Badge>
            )}
          </Badges>
        )}
      </CardPictureBox>
      <Body>
        <HeadingTag>
          <button type="button" onClick={() => onOpen(kit)}>
            {kit.name}
          </button>
        </HeadingTag>
        <p>{text('kitCode', { code: kit.kitCode })}</p>
        {category && <p>{category}</p>}
        <p className="price">{formatKitPrice(kit.retailPrice, kit.currency, site.locale)}</p>
      </Body>
      <Footer>
        <KitCartToggle kit={kit} fullWidth />
      </Footer>
    </CardFrame>
  );
}
