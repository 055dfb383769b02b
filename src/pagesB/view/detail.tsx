import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import Detail from '../../features/records/detail/DetailScreen';

export default withAppAccess(Detail);
