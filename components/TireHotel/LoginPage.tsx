/**
 * Login (spec 002 §2, §4, §8): 'Vi skickar en kod till {obfuscated number}' and a button that sends the
 * code by SMS; the code sent moves on to Validate. A refusal (429 when codes were asked too often
 * included) shows the server's message. 'Byt registreringsnummer' starts over from the search.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { requestCode } from '../../runtime';
import { codeSent, serverMessage, type TireHotelPageProps, useTireHotelText } from '../../ui';
import { Failure, PageCard } from './TireHotelFrame';
import { useFlowCall } from './useFlowCall';

export function LoginPage({ state, update, logout }: TireHotelPageProps) {
  const text = useTireHotelText();
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useFlowCall(update, false);
  const { customer } = state;
  if (customer === null) return null;

  const send = () => {
    setFailure(null);
    void run(
      (signal) => requestCode(customer.encryptedPhoneNumber, signal),
      ({ authorizationToken }) => update((current) => codeSent(current, authorizationToken)),
      (error) => setFailure(serverMessage(error) ?? text('tireHotelSomethingWrong')),
    );
  };

  return (
    <PageCard
      title={text('tireHotelLoginTitle')}
      intro={text('tireHotelLoginText', { phone: customer.obfuscatedPhoneNumber })}
    >
      {failure !== null && <Failure>{failure}</Failure>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          size="large"
          onClick={send}
          loading={busy}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {text('tireHotelSendCode')}
        </Button>
        <Button variant="text" onClick={logout} disabled={busy}>
          {text('tireHotelOtherRegNo')}
        </Button>
      </Box>
    </PageCard>
  );
}
