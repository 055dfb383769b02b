import { withAppAccess } from '../../features/app-entry/AppAccessGate';
import DocumentPreview from '../../features/documents/PreviewScreen';

export default withAppAccess(DocumentPreview);
