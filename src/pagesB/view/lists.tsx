import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import Lists from '../../features/records/lists/ListsScreen';

export default withAppAccess(Lists);
