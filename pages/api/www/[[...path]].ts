import { redirectWww } from '../../../runtime/server';

export default redirectWww;
