import DataSetScreen from '../features/analysis/DataSetScreen';
import { withAppAccess } from '../features/app-entry/AppAccessGate';

export default withAppAccess(DataSetScreen);
