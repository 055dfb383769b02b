// The form's 选择位置 in the mini program: WeChat's own map picker (platform/location). pick-location.h5.ts is the
// browser's, through the built-in choose-location screen.
import { choosePosition, type PositionResult } from '../../platform/location';

export type PickLocation = (owner: string) => Promise<PositionResult>;

export const pickLocation: PickLocation = () => choosePosition();
