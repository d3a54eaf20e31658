/**
 * The tyre storage flow (spec 002 §2 "Tyre storage flow", §4, issue 19): one page at a time — Search,
 * Login, Validate, LoggedIn, Booking, Confirmation — with the flow's footer (the contact e-mail and, when
 * logged in, 'Logga ut'). The flow lives in the tab's session storage (ui/tireHotel), so a reload resumes
 * it; a stored validated session shows LoggedIn instead of the pages before it. Every change goes through
 * the pure transitions of ui/tireHotel/tireHotelTransitions.ts; focus moves to each new page's heading.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useCallback } from 'react';
import type { RenderingProps } from '../../runtime';
import {
  NeedsScriptNote,
  shownPage,
  type TireHotelPage,
  type TireHotelPageProps,
  useHydrated,
  useTireHotel,
  useTireHotelText,
} from '../../ui';
import { BookingPage } from './BookingPage';
import { ConfirmationPage } from './ConfirmationPage';
import type { TireHotelFields } from './fields.generated';
import { LoggedInPage } from './LoggedInPage';
import { LoginPage } from './LoginPage';
import { SearchPage } from './SearchPage';
import { usePageFocus } from './usePageFocus';
import { usePageTracking } from './usePageTracking';
import { ValidatePage } from './ValidatePage';

/** The pages of a validated session, which the footer's 'Logga ut' ends. */
const LOGGED_IN_PAGES: readonly TireHotelPage[] = ['loggedIn', 'booking', 'confirmation'];

interface PageBodyProps extends TireHotelPageProps {
  page: TireHotelPage;
  fields: TireHotelFields;
}

function PageBody({ page, fields, ...flow }: PageBodyProps) {
  switch (page) {
    case 'search':
      return <SearchPage {...flow} fields={fields} />;
    case 'login':
      return <LoginPage {...flow} />;
    case 'validate':
      return <ValidatePage {...flow} />;
    case 'loggedIn':
      return <LoggedInPage {...flow} />;
    case 'booking':
      return <BookingPage {...flow} />;
    case 'confirmation':
      return <ConfirmationPage {...flow} />;
  }
}

interface FlowFooterProps {
  /** The ContactEmail field: its address is the link, its text shown through JSS's `Text`. */
  contactEmail: TireHotelFields['ContactEmail'];
  loggedIn: boolean;
  onLogout: () => void;
}

function FlowFooter({ contactEmail, loggedIn, onLogout }: FlowFooterProps) {
  const text = useTireHotelText();
  const address = String(contactEmail.value).trim();
  return (
    <Box
      component="footer"
      sx={{
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      {(address !== '' || contactEmail.editable !== undefined) && (
        <Typography variant="body2" color="text.secondary">
          {text('tireHotelQuestions')}{' '}
          <Link href={`mailto:${address}`}>
            <Text field={contactEmail} />
          </Link>
        </Typography>
      )}
      {loggedIn && (
        <Button variant="outlined" onClick={onLogout} sx={{ ml: 'auto' }}>
          {text('tireHotelLogout')}
        </Button>
      )}
    </Box>
  );
}

export default function TireHotel({ fields }: RenderingProps<TireHotelFields>) {
  const flow = useTireHotel();
  const page = shownPage(flow.state);
  usePageTracking(page);
  const { frame, moved } = usePageFocus(page);
  const hydrated = useHydrated() || undefined;
  const text = useTireHotelText();
  const { update: apply, logout: end } = flow;
  const update = useCallback<TireHotelPageProps['update']>(
    (transition) => {
      moved();
      apply(transition);
    },
    [moved, apply],
  );
  const logout = useCallback(() => {
    moved();
    end();
  }, [moved, end]);
  const steered: TireHotelPageProps = { state: flow.state, update, logout };
  const contactEmail = String(fields.ContactEmail.value).trim();

  return (
    <Container component="section" maxWidth="md" data-hydrated={hydrated} sx={{ py: { xs: 3, md: 5 } }}>
      <NeedsScriptNote>{text('tireHotelNeedsScript', { email: contactEmail })}</NeedsScriptNote>
      <div ref={frame}>
        <PageBody page={page} fields={fields} {...steered} />
      </div>
      <FlowFooter
        contactEmail={fields.ContactEmail}
        loggedIn={LOGGED_IN_PAGES.includes(page)}
        onLogout={steered.logout}
      />
    </Container>
  );
}
