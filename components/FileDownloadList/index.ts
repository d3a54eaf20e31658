import { defineComponent } from '../../runtime';
import type { FileDownloadListFields } from './fields.generated';
import FileDownloadList from './FileDownloadList';
import fieldsSchema from './fileDownloadList.schema.json';

export default defineComponent<FileDownloadListFields>({
  lazy: true,
  component: FileDownloadList,
  fieldsSchema,
  styling: 'css-modules',
});
