import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import Search from '../../features/records/search/SearchScreen';

export default withAppAccess(Search);
