import { serveFontFile } from '../../../runtime/server';

export default serveFontFile;
