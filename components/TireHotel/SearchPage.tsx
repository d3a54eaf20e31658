/**
 * The search (spec 002 §4, §5, §8): the registration number as on a plate — spaces stripped, upper case,
 * at most 7 — prefilled from `?regNo=`, and 'Fortsätt' from 2 characters (Enter submits). An agreement
 * found moves on to Login; none (404) says so with a link to book service instead; any other failure
 * reads 'Något gick fel, var god och försök senare.'. After a lost session it says why the visitor is here.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { RichText } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { searchAgreement } from '../../runtime';
import {
  agreementFound,
  canSearch,
  noticeRead,
  searchFailure,
  TextOrDefault,
  type TireHotelPageProps,
  typedRegNo,
  useTireHotelText,
} from '../../ui';
import type { TireHotelFields } from './fields.generated';
import { Failure, PageCard } from './TireHotelFrame';
import { useFlowCall } from './useFlowCall';

/** The query parameter that prefills the registration number. */
export const REG_NO_PARAM = 'regNo';

/** The query is read once: the flow never changes the URL. */
const subscribeToNothing = () => () => undefined;

export function SearchPage({ state, update, fields }: TireHotelPageProps & { fields: TireHotelFields }) {
  const text = useTireHotelText();
  const id = useId();
  const [regNo, setRegNo] = useState('');
  const [failure, setFailure] = useState<'noAgreement' | 'failed' | null>(null);
  const { busy, run } = useFlowCall(update, false);

  // The query's number, else the one searched before (a lost session), adopted whenever it changes: the
  // query is read after hydration, the stored flow after mounting.
  const query = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => '',
  );
  const prefill = typedRegNo(new URLSearchParams(query).get(REG_NO_PARAM) ?? '') || state.searchedRegNo;
  const [adopted, setAdopted] = useState('');
  if (prefill !== adopted) {
    setAdopted(prefill);
    setRegNo(prefill);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch(regNo) || busy) return;
    setFailure(null);
    update(noticeRead);
    void run(
      (signal) => searchAgreement(regNo, signal),
      (customer) => update(() => agreementFound(regNo, customer)),
      (error) => setFailure(searchFailure(error)),
    );
  };

  const bookService = fields.BookServiceLink.value;

  return (
    <PageCard
      title={<TextOrDefault field={fields.Title} fallback={text('tireHotelSearchTitle')} />}
      intro={fields.Text?.value ? <RichText field={fields.Text} /> : text('tireHotelSearchIntro')}
    >
      {state.notice === 'sessionEnded' && (
        <Alert severity="info" role="status">
          {text('tireHotelSessionEnded')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          id={`${id}-regno`}
          label={text('tireHotelRegNoLabel')}
          placeholder={text('tireHotelRegNoPlaceholder')}
          value={regNo}
          onChange={(event) => {
            setRegNo(typedRegNo(event.target.value));
            setFailure(null);
          }}
          required
          slotProps={{
            htmlInput: {
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
          sx={{
            maxWidth: 280,
            '& .MuiOutlinedInput-root': { bgcolor: 'background.default' },
            '& .MuiOutlinedInput-input': {
              fontSize: '1.5rem',
              fontWeight: 700,
              letterSpacing: '0.14em',
              textTransform: 'uppercase',
              py: 1.5,
            },
            '& .MuiOutlinedInput-notchedOutline': { borderWidth: 2, borderColor: 'text.primary' },
          }}
        />
        {failure === 'noAgreement' && (
          <Failure>
            {text('tireHotelNoAgreement')}{' '}
            {bookService.href && (
              <Link component={NextLink} href={bookService.href} sx={{ fontWeight: 600 }}>
                {bookService.text || text('tireHotelBookService')}
              </Link>
            )}
          </Failure>
        )}
        {failure === 'failed' && <Failure>{text('tireHotelSomethingWrong')}</Failure>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canSearch(regNo) && !busy}
            loading={busy}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          >
            {text('tireHotelContinue')}
          </Button>
        </Box>
      </Box>
    </PageCard>
  );
}
