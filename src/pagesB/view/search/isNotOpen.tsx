import { withAppAccess } from '../../../features/app-entry/AppAccessGate';
import SearchNotOpen from '../../../features/app-entry/SearchNotOpenScreen';

export default withAppAccess(SearchNotOpen);
