/**
 * The workshop (and, once chosen, the time) step 4 books, above the slot calendar and the contact form,
 * with 'Ändra verkstad eller tid' (spec 002 §4), which clears both and returns to the workshop list (not
 * while the booking is on its way).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Icon, type MechmateWorkshop } from '../../runtime';
import type { ChosenSlot } from '../../ui';
import { useBookingSlotsText } from './bookingSlotsTexts';
import { useSlotText } from './useSlotText';

interface ChosenWorkshopProps {
  workshop: MechmateWorkshop;
  /** The chosen time, or null before one is chosen. */
  slot: ChosenSlot | null;
  /** While the booking is being sent, workshop and time cannot change. */
  changeDisabled?: boolean;
  onChange: () => void;
}

export function ChosenWorkshop({ workshop, slot, changeDisabled = false, onChange }: ChosenWorkshopProps) {
  const text = useBookingSlotsText();
  const slotText = useSlotText();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, flex: '1 1 16rem' }}>
        <Box sx={{ color: 'primary.main', flexShrink: 0, pt: 0.25 }}>
          <Icon name="Wrench" size={22} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="p" color="text.secondary">
            {text('serviceBookingSlotsChosenWorkshop')}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{workshop.siteName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {workshop.address}
          </Typography>
          {slot !== null && (
            <Typography sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
              <Icon name="Calendar" size={18} />
              {slotText(slot)}
            </Typography>
          )}
        </Box>
      </Box>
      <Button variant="text" onClick={onChange} disabled={changeDisabled} sx={{ flexShrink: 0 }}>
        {text('serviceBookingSlotsChange')}
      </Button>
    </Box>
  );
}
