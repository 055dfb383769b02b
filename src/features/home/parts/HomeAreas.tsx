import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import type { WorkArea } from '../../../domain/team/work-areas';
import { PATHS } from '../../../routes';
import { titleOf } from '../../../routes-title';
import { pressable } from '../../../ui/a11y';
import { useWorkAreas } from '../../team';
import './HomeAreas.css';

const PATH_OF: Record<WorkArea, string> = {
  memberCentre: PATHS.memberCentre,
  customers: PATHS.customers,
  suppliers: PATHS.suppliers,
  devices: PATHS.deviceTypes,
};

/**
 * The organisation's work areas: the member centre, then customers, suppliers and devices for those whose roles
 * open them. The row keeps its height from the start (one line of four places), so entries arriving with the
 * permissions fill places instead of pushing what is below.
 */
export function HomeAreas() {
  const areas = useWorkAreas();
  return (
    <View className="home-areas" role="list" data-testid="home-areas">
      {areas.map((area) => {
        const title = titleOf(PATH_OF[area]);
        const open = () => void Taro.navigateTo({ url: PATH_OF[area] });
        return (
          <View key={area} className="home-areas__entry" role="listitem" data-testid={`home-area-${area}`}>
            <View className="home-areas__press" onClick={open} {...pressable(open, title)}>
              <Text className="home-areas__mark" aria-hidden={true}>
                {title.slice(0, 1)}
              </Text>
              <Text className="home-areas__name">{title}</Text>
            </View>
          </View>
        );
      })}
    </View>
  );
}
