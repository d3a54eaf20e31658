/**
 * The offering list of the service booking's steps 2 (services) and 3 (add-ons), spec 002 §2, §4, §5, §6
 * and §8: each category under its heading, each offering a selectable card with its name, description
 * and price. A category with a selectionType is a radio group whose chosen card deselects on a second
 * click; the others are checkboxes. A chosen unit-priced offering asks for its number of units, a chosen
 * `allowUserInput` one for the visitor's message. Every change is a `bookingTransitions.ts` rule applied
 * with `update`. The cards are buttons with a role and `aria-checked` rather than inputs, since a native
 * radio cannot be unchecked; the fields a chosen card opens sit below its button, not inside it.
 */
import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, styled, type Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import {
  Icon,
  type IconName,
  isIconName,
  type MechmateOffering,
  type MechmateServiceOfferingCategory,
  type MechmateUnitPrice,
} from '../../runtime';
import {
  agreementPrice,
  type BookingStepProps,
  formatKronor,
  MESSAGE_MAX_LENGTH,
  messageCharactersLeft,
  type SelectedService,
  toggleOffering,
  updateService,
  useServiceBookingText,
  VisuallyHidden,
} from '../../ui';
import { useServicesText } from './servicesTexts';

export interface OfferingListProps extends BookingStepProps {
  categories: readonly MechmateServiceOfferingCategory[];
  /** What a chosen offering becomes in the store: step 2's services or step 3's add-ons. */
  type: SelectedService['type'];
  /**
   * A control drawn instead of an offering's checkbox (step 2's mileage field for 'originalservice'), or
   * null for the usual card.
   */
  customControl?: (offering: MechmateOffering) => ReactNode;
}

/** The backend's category icon names with a fitting icon of the set; a name of the set itself also fits. */
const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  service: 'Wrench',
  repair: 'Wrench',
  tyre: 'Tire',
  tire: 'Tire',
  car: 'Car',
  battery: 'Battery',
  electric: 'Electric',
};

function categoryIcon(icon: string): IconName | null {
  const fitting = CATEGORY_ICONS[icon.toLowerCase()];
  if (fitting) return fitting;
  return isIconName(icon) ? icon : null;
}

/** The most units a selector offers (the contract's range is 1 to 100). */
const MAX_UNIT_CHOICES = 100;

function unitChoices({ minimum, maximum }: MechmateUnitPrice): number[] {
  const count = Math.max(1, Math.min(maximum - minimum + 1, MAX_UNIT_CHOICES));
  return Array.from({ length: count }, (_, index) => minimum + index);
}

/** A chosen entry waiting for its message to the workshop: 'Fortsätt' waits with it. */
export const lacksMessage = (services: readonly SelectedService[], type: SelectedService['type']): boolean =>
  services.some(
    (service) => service.type === type && service.userInput !== null && service.userInput.trim() === '',
  );

export function OfferingList({ store, update, categories, type, customControl }: OfferingListProps) {
  const text = useServiceBookingText();
  const offerings = categories.flatMap((category) => category.offerings);
  return (
    <List>
      {offerings.some((offering) => agreementPrice(offering) !== null) ? (
        <Alert severity="info" role="note" icon={<Icon name="Shield" size={22} />}>
          {text('serviceBookingAgreementNote')}
        </Alert>
      ) : null}
      {categories
        .filter((category) => category.offerings.length > 0)
        .map((category) => (
          <Category
            key={category.name}
            category={category}
            type={type}
            store={store}
            update={update}
            customControl={customControl}
          />
        ))}
      {offerings.some((offering) => !offering.priceKnown) ? (
        <Typography variant="body2" color="text.secondary">
          {text('serviceBookingNoPriceNote')}
        </Typography>
      ) : null}
    </List>
  );
}

interface CategoryProps extends Omit<OfferingListProps, 'categories'> {
  category: MechmateServiceOfferingCategory;
}

function Category({ category, ...props }: CategoryProps) {
  const headingId = useId();
  const icon = categoryIcon(category.icon);
  const single = category.selectionType !== null;
  return (
    <CategorySection aria-labelledby={headingId}>
      <CategoryHeading id={headingId}>
        {icon ? <Icon name={icon} size={22} /> : null}
        {category.name}
      </CategoryHeading>
      <Cards role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {category.offerings.map((offering) => (
          <OfferingCard key={offering.code} offering={offering} category={category} {...props} />
        ))}
      </Cards>
    </CategorySection>
  );
}

interface OfferingCardProps extends CategoryProps {
  offering: MechmateOffering;
}

function OfferingCard({ offering, category, type, store, update, customControl }: OfferingCardProps) {
  const text = useServiceBookingText();
  const ids = { name: useId(), price: useId(), details: useId() };
  const selected = store.services.find((service) => service.code === offering.code);
  const custom = offering.isAvailable ? customControl?.(offering) : null;
  const summary = (
    <>
      <Indicator
        aria-hidden
        data-shape={custom ? 'static' : category.selectionType === null ? 'checkbox' : 'radio'}
        data-checked={selected !== undefined}
      >
        {selected || custom ? <Icon name={selected ? 'Check' : 'Speedometer'} size={16} /> : null}
      </Indicator>
      <Name id={ids.name}>{offering.name}</Name>
      <OfferingPrice id={ids.price} offering={offering} />
      <Details id={ids.details}>
        {offering.description ? <span>{offering.description}</span> : null}
        {offering.isAvailable ? null : (
          <Unavailable>{text('serviceBookingUnavailableOffering', { name: offering.name })}</Unavailable>
        )}
      </Details>
    </>
  );
  return (
    <Card data-selected={selected !== undefined} data-disabled={!offering.isAvailable}>
      {custom ? (
        <Summary>{summary}</Summary>
      ) : (
        <Choice
          role={category.selectionType === null ? 'checkbox' : 'radio'}
          aria-checked={selected !== undefined}
          aria-labelledby={ids.name}
          aria-describedby={`${ids.price} ${ids.details}`}
          disabled={!offering.isAvailable}
          onClick={() => update((latest) => toggleOffering(latest, offering, category, type))}
        >
          {summary}
        </Choice>
      )}
      {custom || (selected && (offering.unitPrice || selected.userInput !== null)) ? (
        <Extras>
          {custom}
          {selected && offering.unitPrice ? (
            <UnitSelect
              offering={offering}
              unitPrice={offering.unitPrice}
              selected={selected}
              update={update}
            />
          ) : null}
          {selected && selected.userInput !== null ? (
            <MessageField code={offering.code} message={selected.userInput} update={update} />
          ) : null}
        </Extras>
      ) : null}
    </Card>
  );
}

function OfferingPrice({ id, offering }: { id: string; offering: MechmateOffering }) {
  const text = useServiceBookingText();
  const servicesText = useServicesText();
  const postfix = offering.unitPrice?.postfix ? <Postfix> {offering.unitPrice.postfix}</Postfix> : null;
  if (!offering.priceKnown) return <Price id={id}>{text('serviceBookingNoPrice')}</Price>;
  const discounted = agreementPrice(offering);
  if (discounted !== null) {
    return (
      <Price id={id}>
        <AgreementPrice>
          <VisuallyHidden>{servicesText('serviceBookingAgreementPrice')}: </VisuallyHidden>
          {formatKronor(discounted)}
        </AgreementPrice>
        <ListPrice>
          {/* A space before it, so the two prices are announced apart. */}
          <VisuallyHidden>{` ${servicesText('serviceBookingListPrice')}: `}</VisuallyHidden>
          {formatKronor(offering.price)}
        </ListPrice>
        {postfix}
      </Price>
    );
  }
  return (
    <Price id={id}>
      {formatKronor(offering.price)}
      {postfix}
    </Price>
  );
}

interface UnitSelectProps extends Pick<BookingStepProps, 'update'> {
  offering: MechmateOffering;
  unitPrice: MechmateUnitPrice;
  selected: SelectedService;
}

function UnitSelect({ offering, unitPrice, selected, update }: UnitSelectProps) {
  const text = useServicesText();
  const choices = unitChoices(unitPrice);
  return (
    <TextField
      select
      size="small"
      label={text('serviceBookingUnitLabel', { unit: unitPrice.unit })}
      value={String(selected.unit ?? unitPrice.minimum)}
      onChange={(event) => {
        const unit = Number(event.target.value);
        if (choices.includes(unit)) update((latest) => updateService(latest, offering.code, { unit }));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 220 }}
    >
      {choices.map((count) => (
        <option key={count} value={count}>
          {`${count} ${unitPrice.unitAbbreviation}`}
        </option>
      ))}
    </TextField>
  );
}

interface MessageFieldProps extends Pick<BookingStepProps, 'update'> {
  code: string;
  message: string;
}

function MessageField({ code, message, update }: MessageFieldProps) {
  const text = useServiceBookingText();
  const servicesText = useServicesText();
  const empty = message.trim() === '';
  return (
    <TextField
      size="small"
      fullWidth
      required
      label={servicesText('serviceBookingMessageLabel')}
      value={message}
      error={empty}
      onChange={(event) => {
        const userInput = event.target.value.slice(0, MESSAGE_MAX_LENGTH);
        update((latest) => updateService(latest, code, { userInput }));
      }}
      slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      helperText={
        <HelperRow>
          <span>{empty ? text('serviceBookingEnterMessage') : null}</span>
          <span>
            {servicesText('serviceBookingCharactersLeft', { count: messageCharactersLeft(message) })}
          </span>
        </HelperRow>
      }
    />
  );
}

const List = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(3) }));

const CategorySection = styled('section')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5) }));

const CategoryHeading = styled('h3')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.3,
  fontWeight: theme.typography.h3.fontWeight,
  '& > svg': { flexShrink: 0, color: theme.palette.primary.main },
}));

const Cards = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5) }));

const Card = styled('div')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.default,
  transition: theme.transitions.create(['border-color', 'background-color', 'box-shadow']),
  '&[data-selected="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
    backgroundColor: alpha(theme.palette.primary.main, 0.04),
  },
  '&[data-disabled="true"]': { backgroundColor: theme.palette.action.hover },
}));

/** Indicator, name and price on the first row; description (and why it is unavailable) under the name. */
const summaryGrid = (theme: Theme) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: theme.spacing(1.5),
    rowGap: theme.spacing(0.5),
    alignItems: 'start',
    width: '100%',
    padding: theme.spacing(2),
    textAlign: 'left',
  }) as const;

const Summary = styled('div')(({ theme }) => summaryGrid(theme));

const Choice = styled(ButtonBase)(({ theme }) => ({
  ...summaryGrid(theme),
  borderRadius: theme.shape.borderRadius,
  font: 'inherit',
  color: 'inherit',
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&:hover:not(.Mui-disabled) [data-shape]': { borderColor: theme.palette.primary.main },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
}));

const Indicator = styled('span')(({ theme }) => ({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  marginTop: 1,
  border: `2px solid ${theme.palette.text.secondary}`,
  borderRadius: 4,
  color: theme.palette.primary.contrastText,
  '&[data-shape="radio"]': { borderRadius: '50%' },
  '&[data-checked="true"]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
  },
  '&[data-shape="radio"][data-checked="true"] > svg': { display: 'none' },
  '&[data-shape="radio"][data-checked="true"]::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.contrastText,
  },
  '&[data-shape="static"]:not([data-checked="true"])': { border: 0, color: theme.palette.primary.main },
  '.Mui-disabled &': { borderColor: theme.palette.action.disabled },
}));

const Name = styled('span')({ fontWeight: 600, overflowWrap: 'anywhere' });

const Details = styled('span')(({ theme }) => ({
  gridColumn: '2 / -1',
  display: 'grid',
  gap: theme.spacing(0.5),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
}));

const Unavailable = styled('span')(({ theme }) => ({ fontWeight: 600, color: theme.palette.text.primary }));

const Price = styled('span')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

const AgreementPrice = styled('span')(({ theme }) => ({ color: theme.palette.error.main }));

const ListPrice = styled('s')(({ theme }) => ({
  fontSize: '0.875rem',
  fontWeight: 400,
  color: theme.palette.text.secondary,
}));

const Postfix = styled('span')(({ theme }) => ({
  fontSize: '0.75rem',
  fontWeight: 400,
  color: theme.palette.text.secondary,
}));

/** The fields a chosen card opens, lined up with the name above them (under the card on a phone). */
const Extras = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(0, 2, 2),
  [theme.breakpoints.up('sm')]: { paddingLeft: `calc(${theme.spacing(3.5)} + 22px)` },
}));

const HelperRow = styled('span')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  '& > :last-child': { marginLeft: 'auto', whiteSpace: 'nowrap' },
}));
