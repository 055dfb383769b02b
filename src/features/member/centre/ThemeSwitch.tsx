import { View } from '@tarojs/components';
import { useState } from 'react';

import { THEME_CHOICES, THEME_TEXT } from '../../../domain/theme/theme';
import { chooseTheme, themeChoice } from '../../../platform/theme';
import { Choices } from '../parts/Choices';

/** The profile's appearance (issue 39.5): 跟随系统 / 浅色 / 深色, stored, and applied at once to every open screen. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState(themeChoice);
  return (
    <View className="ware-card" data-testid="theme-switch">
      <Choices
        label={THEME_TEXT.title}
        options={THEME_CHOICES}
        value={choice}
        onChange={(next) => {
          chooseTheme(next);
          setChoice(next);
        }}
      />
    </View>
  );
}
