import { withAppAccess } from '../../../features/app-entry/AppAccessGate';
import SubSuccess from '../../../features/form/SubmitSuccessScreen';

export default withAppAccess(SubSuccess);
