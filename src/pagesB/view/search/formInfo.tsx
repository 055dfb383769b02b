import { withAppAccess } from '../../../features/app-entry/AppAccessGate';
import FormInfo from '../../../features/form/FormInfoScreen';

export default withAppAccess(FormInfo);
