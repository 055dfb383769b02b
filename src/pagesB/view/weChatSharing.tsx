import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import WeChatSharing from '../../features/share/SharingScreen';

export default withAppAccess(WeChatSharing);
