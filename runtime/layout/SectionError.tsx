/**
 * The placeholder section error (spec 000 §8): what a visitor sees where one rendering failed.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRuntimeText } from '../i18n/useRuntimeText';

export function SectionError() {
  const text = useRuntimeText();
  return (
    <Box
      role="alert"
      data-section-error=""
      sx={{
        mx: 'auto',
        my: 3,
        maxWidth: 720,
        px: 3,
        py: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        textAlign: 'center',
      }}
    >
      <Typography variant="h3" component="h2" gutterBottom>
        {text('sectionErrorHeading')}
      </Typography>
      <Typography variant="body1">{text('sectionErrorText')}</Typography>
      <Typography variant="body1" sx={{ mt: 1, mb: 2, fontWeight: 600 }}>
        {text('sectionErrorPrompt')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {text('sectionErrorReload')}
      </Button>
    </Box>
  );
}
