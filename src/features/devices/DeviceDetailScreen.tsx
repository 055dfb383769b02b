import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { DEVICE_TEXT } from './text';
import { deviceDetail, deviceProperties, deviceRecords, sendInstruction } from '../../api/devices';
import { invalidate, useChange, useLoad, usePullToRefresh } from '../../data';
import { paramOf } from '../../domain/routing/page-option';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './devices.css';

/**
 * One device (/device/detail?id=): its state, its properties (GET /device/property, refreshed on their own: they are
 * readings), the instructions it takes, and its records.
 */
export default function DeviceDetailScreen() {
  const { params } = useRouter();
  const id = paramOf(params.id) ?? '';
  const device = useLoad(['devices', 'detail', id], () => deviceDetail(id), { enabled: !!id });
  const records = useLoad(['devices', 'records', id], () => deviceRecords(id), { enabled: !!id });
  const properties = useLoad(['devices', 'properties', id], () => deviceProperties(id), { enabled: !!id, freshFor: 0 });
  usePullToRefresh(device, properties, records);
  const send = useChange({
    mutationFn: (code: string) => sendInstruction(id, code),
    onSuccess: () => {
      void Taro.showToast({ title: DEVICE_TEXT.sent, icon: 'none' });
      void invalidate(['devices', 'records', id]);
    },
  });
  return (
    <Screen className="devices">
      <Loaded load={device} failed={DEVICE_TEXT.loadFailed}>
        {(d) => (
          <>
            <View className="ware-card devices-card">
              <Text className="devices-card__title" data-testid="device-name">
                {d.name}
              </Text>
              <Text className={`devices-status devices-status--${d.status.toLowerCase()}`}>{DEVICE_TEXT.status[d.status]}</Text>
              <Text className="devices-card__meta">{`${d.typeName} · ${DEVICE_TEXT.sn} ${d.sn} · ${DEVICE_TEXT.location} ${d.location}`}</Text>
            </View>
            <View className="ware-card devices-card" data-testid="device-properties">
              <View className="devices-head">
                <Text className="devices-section">{DEVICE_TEXT.properties}</Text>
                <Button size="small" loading={properties.isFetching} onClick={() => void properties.refetch()}>
                  {DEVICE_TEXT.refresh}
                </Button>
              </View>
              <Loaded load={properties} failed={DEVICE_TEXT.loadFailed}>
                {(list) =>
                  list.length === 0 ? (
                    <Text className="devices-card__meta">{DEVICE_TEXT.noProperties}</Text>
                  ) : (
                    list.map((p) => <Text key={p.key} className="devices-row">{`${p.name}：${p.value}${p.unit}`}</Text>)
                  )
                }
              </Loaded>
            </View>
            {d.instructions.length > 0 ? (
              <View className="ware-card devices-card">
                <Text className="devices-section">{DEVICE_TEXT.instructions}</Text>
                <View className="devices-actions">
                  {d.instructions.map((i) => (
                    <Button key={i.code} size="small" disabled={d.status !== 'ONLINE' || send.isPending} onClick={() => send.mutate(i.code)}>
                      {i.name}
                    </Button>
                  ))}
                </View>
              </View>
            ) : null}
          </>
        )}
      </Loaded>
      <Loaded load={records} failed={DEVICE_TEXT.loadFailed}>
        {(rows) => (
          <View className="ware-card devices-card" data-testid="device-records">
            <Text className="devices-section">{DEVICE_TEXT.records}</Text>
            {rows.length === 0 ? <Text className="devices-card__meta">{DEVICE_TEXT.noRecords}</Text> : null}
            {rows.map((r, i) => (
              <Text key={`${r.createdAt}-${i}`} className="devices-row">{`${r.createdAt.slice(0, 16).replace('T', ' ')}  ${r.content}`}</Text>
            ))}
          </View>
        )}
      </Loaded>
    </Screen>
  );
}
