/** The box (several may be chosen) or circle (one of) in front of a choice, drawn in the theme's colours. */
import { View } from '@tarojs/components';

import './choice-mark.css';

export function ChoiceMark({ several, on }: { several: boolean; on: boolean }) {
  const shape = several ? 'choice-mark--box' : 'choice-mark--dot';
  // The choice itself carries its role and state for assistive technology; the mark is only seen.
  return <View className={`choice-mark ${shape}${on ? ' choice-mark--on' : ''}`} aria-hidden />;
}
