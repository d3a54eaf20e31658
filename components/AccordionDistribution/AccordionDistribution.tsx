import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Spec 002 §2: "AccordionDistribution is 'Not yet implemented'" — that text, and nothing pretending more. */
export default function AccordionDistribution() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography lang="en" color="text.secondary">
        Not yet implemented
      </Typography>
    </Container>
  );
}
