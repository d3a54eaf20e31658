import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId, useState } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import type { FileDownloadListFields } from './fields.generated';
import { useFileListText } from './fileDownloadListTexts';
import { fileType } from './fileType';

/** Files shown before "show more" (spec 002 §9). */
export const VISIBLE_BY_DEFAULT = 3;

type FileItem = NonNullable<FileDownloadListFields['Files']>[number];

/**
 * Each file is a plain `<a download>` (not a client-side route: the browser fetches the file). Title and
 * details are block lines inside the link, so its name reads "title type, size" and the type and size are
 * announced with it. The extra files stay in the DOM
 * order after the first three; the button says whether they are shown (`aria-expanded`).
 */
export default function FileDownloadList({ fields }: RenderingProps<FileDownloadListFields>) {
  const text = useFileListText();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const files = (fields.Files ?? []).filter((file) => file.fields.File.value.href);
  if (files.length === 0) return null;
  const shown = expanded ? files : files.slice(0, VISIBLE_BY_DEFAULT);

  return (
    <Box component="section" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        {fields.Title?.value && (
          <Typography component="h2" variant="h3" sx={{ mb: 3 }}>
            <Text field={fields.Title} />
          </Typography>
        )}
        <Box
          component="ul"
          id={listId}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {shown.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </Box>
        {files.length > VISIBLE_BY_DEFAULT && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              size="large"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              endIcon={<Icon name={expanded ? 'ChevronUp' : 'ChevronDown'} size={18} />}
            >
              {text(expanded ? 'filesShowLess' : 'filesShowMore')}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}

function FileRow({ file }: { file: FileItem }) {
  const { Title: title, File: link, Size: size } = file.fields;
  const { href, target } = link.value;
  const type = fileType(href);
  // The size is a field of its own (editors get its chrome), shown after the type: "PDF, 2,4 MB".
  const sized = size !== undefined && (String(size.value).trim() !== '' || size.editable !== undefined);
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="a"
        href={href}
        download
        target={target || undefined}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          py: 2,
          px: { xs: 0.5, md: 1.5 },
          color: 'text.primary',
          textDecoration: 'none',
          transition: 'background-color 150ms ease',
          '&:hover': { bgcolor: 'action.hover' },
          '&:hover .file-title': { textDecoration: 'underline' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Icon name="Download" size={20} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box component="span" className="file-title" sx={{ display: 'block', fontWeight: 600 }}>
            <Text field={title} />
          </Box>
          {(type || sized) && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
              {type}
              {type && sized && ', '}
              {sized && <Text field={size} />}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
