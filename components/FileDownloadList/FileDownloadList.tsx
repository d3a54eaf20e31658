import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId, useState } from 'react';
import { buttonClassName, classNames, container, Icon, type RenderingProps, typography } from '../../runtime';
import type { FileDownloadListFields } from './fields.generated';
import styles from './FileDownloadList.module.css';
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
    <section className={styles.fileDownloadList}>
      <div className={classNames(container.container, container.md)}>
        {fields.Title?.value && (
          <h2 className={classNames(typography.h3, styles.title)}>
            <Text field={fields.Title} />
          </h2>
        )}
        <ul id={listId} className={styles.files}>
          {shown.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </ul>
        {files.length > VISIBLE_BY_DEFAULT && (
          <div className={styles.more}>
            <button
              type="button"
              className={buttonClassName({ variant: 'outlined', size: 'large' })}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {text(expanded ? 'filesShowLess' : 'filesShowMore')}
              <Icon name={expanded ? 'ChevronUp' : 'ChevronDown'} size={18} className={styles.endIcon} />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function FileRow({ file }: { file: FileItem }) {
  const { Title: title, File: link, Size: size } = file.fields;
  const { href, target } = link.value;
  const type = fileType(href);
  // The size is a field of its own (editors get its chrome), shown after the type: "PDF, 2,4 MB".
  const sized = size !== undefined && (String(size.value).trim() !== '' || size.editable !== undefined);
  return (
    <li className={styles.file}>
      <a
        href={href}
        download
        target={target || undefined}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        className={styles.link}
      >
        <div aria-hidden className={styles.icon}>
          <Icon name="Download" size={20} />
        </div>
        <div className={styles.text}>
          <span className={styles.fileTitle}>
            <Text field={title} />
          </span>
          {(type || sized) && (
            <span className={styles.details}>
              {type}
              {type && sized && ', '}
              {sized && <Text field={size} />}
            </span>
          )}
        </div>
      </a>
    </li>
  );
}
