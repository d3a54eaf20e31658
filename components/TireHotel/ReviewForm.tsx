/**
 * The review on the confirmation (spec 002 §3 Review, §4, §8, §9): 1 to 5 stars (a radio group, usable by
 * keyboard), an optional comment and 'Skicka', enabled with at least one star. After sending, the thanks
 * shows, also when the review call failed: the visit is over and the customer has said their piece.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { dayIn, sendTireHotelReview, useSite } from '../../runtime';
import {
  canSendReview,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_STARS,
  tireHotelReview,
  useTireHotelText,
} from '../../ui';

export function ReviewForm({ session }: { session: string }) {
  const text = useTireHotelText();
  const { timeZone } = useSite();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<'open' | 'sending' | 'thanked'>('open');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendReview(rating) || status !== 'open') return;
    setStatus('sending');
    try {
      await sendTireHotelReview(session, tireHotelReview(rating, comment, dayIn(timeZone, new Date())));
    } catch {
      // Spec 002 §8: a failed review is thanked for all the same.
    }
    setStatus('thanked');
  };

  if (status === 'thanked') {
    return (
      <Alert severity="success" role="status">
        {text('tireHotelReviewThanks')}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-review`}
      onSubmit={(event) => void send(event)}
      sx={{
        display: 'grid',
        gap: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
      }}
    >
      <Typography id={`${id}-review`} component="h2" variant="h6">
        {text('tireHotelReview')}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {text('tireHotelRating')}
        </Typography>
        <Rating
          name={`${id}-rating`}
          value={rating === 0 ? null : rating}
          max={REVIEW_STARS.length}
          size="large"
          onChange={(_event, value) => setRating(value ?? 0)}
          getLabelText={(value) => text('tireHotelStars', value)}
          disabled={status === 'sending'}
        />
      </Box>
      <TextField
        label={text('tireHotelComment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        disabled={status === 'sending'}
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX_LENGTH } }}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSendReview(rating) && status === 'open'}
          loading={status === 'sending'}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          {text('tireHotelSendReview')}
        </Button>
      </Box>
    </Box>
  );
}
