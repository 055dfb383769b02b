import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { DEVICE_TEXT } from './text';
import { devicesOfType, deviceType } from '../../api/devices';
import { useLoad, usePullToRefresh } from '../../data';
import { paramOf } from '../../domain/routing/page-option';
import { navigate } from '../../platform/navigate';
import { PATHS } from '../../routes';
import { pressable } from '../../ui/a11y';
import { Empty } from '../../ui/Empty';
import { KeywordInput } from '../../ui/KeywordInput';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './devices.css';

/**
 * The devices of one type (/device/list?typeId=): the type first (GET /device/type/{id}: its name, how many devices,
 * the instructions they take), then its devices, searchable by name; each opens its page.
 */
export default function DeviceListScreen() {
  const { params } = useRouter();
  const typeId = paramOf(params.typeId) ?? '';
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const rows = useLoad(['devices', 'list', typeId, keyword], () => devicesOfType(typeId, keyword), { enabled: !!typeId, keepPrevious: true });
  const type = useLoad(['devices', 'type', typeId], () => deviceType(typeId), { enabled: !!typeId });
  usePullToRefresh(type, rows);
  return (
    <Screen className="devices">
      {type.data ? (
        <View className="ware-card devices-card" data-testid="device-type">
          <Text className="devices-card__title">{type.data.name}</Text>
          <Text className="devices-card__meta">{DEVICE_TEXT.deviceCount(type.data.deviceCount)}</Text>
          {type.data.instructions.length ? <Text className="devices-card__meta">{DEVICE_TEXT.takes(type.data.instructions.map((i) => i.name))}</Text> : null}
        </View>
      ) : null}
      <KeywordInput name="device-keyword" label={DEVICE_TEXT.search} value={draft} onChange={setDraft} onSearch={() => setKeyword(draft.trim())} />
      <Loaded load={rows} failed={DEVICE_TEXT.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <Empty description={DEVICE_TEXT.noDevices} />
          ) : (
            list.map((d) => {
              const open = () => void navigate({ url: PATHS.deviceDetail, params: { id: d.id } });
              return (
                <View key={d.id} className="ware-card devices-card" onClick={open} {...pressable(open)}>
                  <Text className="devices-card__title">{d.name}</Text>
                  <Text className={`devices-status devices-status--${d.status.toLowerCase()}`}>{DEVICE_TEXT.status[d.status]}</Text>
                  <Text className="devices-card__meta">{`${d.sn} · ${d.location}`}</Text>
                </View>
              );
            })
          )
        }
      </Loaded>
    </Screen>
  );
}
