import { Text, View } from '@tarojs/components';

import { DEVICE_TEXT } from './text';
import { myDeviceTypes } from '../../api/devices';
import { useLoad, usePullToRefresh } from '../../data';
import { navigate } from '../../platform/navigate';
import { PATHS } from '../../routes';
import { pressable } from '../../ui/a11y';
import { Empty } from '../../ui/Empty';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './devices.css';

/** Device management (/device/index): the device types my organisation role lets me see. */
export default function DeviceTypesScreen() {
  const types = useLoad(['devices', 'types'], myDeviceTypes);
  usePullToRefresh(types);
  return (
    <Screen className="devices">
      <Loaded load={types} failed={DEVICE_TEXT.loadFailed}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty description={DEVICE_TEXT.noTypes} />
          ) : (
            rows.map((t) => {
              const open = () => void navigate({ url: PATHS.deviceList, params: { typeId: t.id } });
              return (
                <View key={t.id} className="ware-card devices-card" onClick={open} {...pressable(open)}>
                  <Text className="devices-card__title">{t.name}</Text>
                  <Text className="devices-card__meta">{DEVICE_TEXT.deviceCount(t.deviceCount)}</Text>
                </View>
              );
            })
          )
        }
      </Loaded>
    </Screen>
  );
}
