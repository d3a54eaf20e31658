/**
 * Step 1's place field (spec 002 §2 step 1, §5, §9): a combobox over the place search (Swedish places,
 * asked 300 ms after the last keystroke), and 'Använd min position'. What went wrong with a search, a
 * chosen place or the position is said under the field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Icon, type PlacePrediction } from '../../runtime';
import { PLACE_QUERY_MAX_CHARS, usePlaceSearch, useServiceBookingText } from '../../ui';
import { useBookingStartText } from './bookingStartTexts';
import type { PlaceChoice, PlaceProblem } from './usePlaceChoice';

const PROBLEM_TEXTS = {
  placeFailed: 'serviceBookingPlaceFailed',
  positionFailed: 'serviceBookingPositionFailed',
  noPlaceNearby: 'serviceBookingNoPlaceNearby',
} as const;

const optionKey = (option: PlacePrediction) => option.placeId;

export function PlaceField({ choice }: { choice: PlaceChoice }) {
  const text = useBookingStartText();
  const specText = useServiceBookingText();
  const chosen: PlacePrediction | null = choice.place ?? choice.pending;
  const [input, setInput] = useState(chosen?.name ?? '');
  // The chosen place's name in the field is not a search.
  const search = usePlaceSearch(chosen && input === chosen.name ? '' : input);
  const options =
    chosen && !search.predictions.some((option) => option.placeId === chosen.placeId)
      ? [chosen, ...search.predictions]
      : search.predictions;

  const problemText = (problem: PlaceProblem) =>
    problem === 'geolocationRefused'
      ? specText('serviceBookingGeolocationRefused')
      : text(PROBLEM_TEXTS[problem]);
  const message = choice.problem
    ? problemText(choice.problem)
    : search.error
      ? text('serviceBookingPlaceSearchFailed')
      : null;

  return (
    <Box>
      <Autocomplete<PlacePrediction>
        options={options}
        value={chosen}
        onChange={(_, prediction) => choice.choose(prediction)}
        inputValue={input}
        onInputChange={(_, value) => setInput(value)}
        // The search answers matching places already.
        filterOptions={(found) => found}
        getOptionLabel={(option) => option.name}
        getOptionKey={optionKey}
        isOptionEqualToValue={(option, value) => option.placeId === value.placeId}
        autoComplete
        includeInputInList
        loading={search.loading || choice.pending !== null}
        loadingText={text('serviceBookingPlaceLoading')}
        noOptionsText={text('serviceBookingPlaceNoOptions')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {option.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {option.region}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={text('serviceBookingPlaceLabel')}
            placeholder={text('serviceBookingPlacePlaceholder')}
            required
            error={message !== null}
            helperText={message}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, maxLength: PLACE_QUERY_MAX_CHARS },
            }}
          />
        )}
      />
      <Button
        variant="text"
        onClick={choice.locate}
        loading={choice.locating}
        loadingPosition="start"
        startIcon={<Icon name="Pin" size={18} />}
        sx={{ mt: 0.5, px: 0.5 }}
      >
        {text('serviceBookingUseMyPosition')}
      </Button>
    </Box>
  );
}
