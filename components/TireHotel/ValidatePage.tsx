/**
 * Validate (spec 002 §4, §5, §8): the code of the SMS in 4 single-digit inputs; 'Verifiera' is enabled only
 * with 4 digits, and an accepted code (status 0) moves on to LoggedIn. A refused code shows the server's
 * message, clears the inputs and puts focus on the first; 'Skicka ny kod' goes back to Login.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { validateCode } from '../../runtime';
import {
  askNewCode,
  type CodeDigits,
  codeValidated,
  EMPTY_CODE,
  isCodeComplete,
  isLoggedIn,
  serverMessage,
  type TireHotelPageProps,
  useTireHotelText,
} from '../../ui';
import { CodeInputs } from './CodeInputs';
import { Failure, PageCard } from './TireHotelFrame';
import { useFlowCall } from './useFlowCall';

export function ValidatePage({ state, update }: TireHotelPageProps) {
  const text = useTireHotelText();
  const [code, setCode] = useState<CodeDigits>(EMPTY_CODE);
  const [failure, setFailure] = useState<string | null>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const { busy, run } = useFlowCall(update, false);
  // A refused code: the inputs, enabled again in the render that shows the message, start over.
  useEffect(() => {
    if (failure !== null) firstInput.current?.focus();
  }, [failure]);
  const { customer, authorizationToken } = state;
  if (customer === null || authorizationToken === null) return null;

  const refused = (message: string) => {
    setFailure(message);
    setCode(EMPTY_CODE);
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(code) || busy) return;
    setFailure(null);
    void run(
      (signal) => validateCode(authorizationToken, code.join(''), signal),
      (validated) => {
        if (isLoggedIn(validated)) update((current) => codeValidated(current, validated));
        else refused(text('tireHotelSomethingWrong'));
      },
      (error) => refused(serverMessage(error) ?? text('tireHotelSomethingWrong')),
    );
  };

  return (
    <PageCard
      title={text('tireHotelValidateTitle')}
      intro={text('tireHotelValidateText', { phone: customer.obfuscatedPhoneNumber })}
    >
      <Box component="form" noValidate onSubmit={verify} sx={{ display: 'grid', gap: 2.5 }}>
        <CodeInputs
          code={code}
          onChange={(next) => {
            setCode(next);
            setFailure(null);
          }}
          disabled={busy}
          firstInput={firstInput}
        />
        {failure !== null && <Failure>{failure}</Failure>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!isCodeComplete(code) && !busy}
            loading={busy}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          >
            {text('tireHotelVerify')}
          </Button>
          <Button variant="text" onClick={() => update(askNewCode)} disabled={busy}>
            {text('tireHotelNewCode')}
          </Button>
        </Box>
      </Box>
    </PageCard>
  );
}
