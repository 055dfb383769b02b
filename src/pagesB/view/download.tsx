import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import Download from '../../features/documents/DownloadScreen';

export default withAppAccess(Download);
