import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import DocumentComment from '../../features/documents/CommentScreen';

export default withAppAccess(DocumentComment);
