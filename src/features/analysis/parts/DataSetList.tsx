import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { dataSetsOfApp } from '../../../api/data-sets';
import { useLoad } from '../../../data';
import type { DayRange, Grouping } from '../../../domain/analysis';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { dataSetUrl } from '../data-set-url';
import { ANALYSIS_TEXT } from '../text';

function DataSets({ appId, range, group }: { appId: string; range: DayRange; group: Grouping | null }) {
  const list = useLoad(['analysis-data-sets', appId], () => dataSetsOfApp(appId));
  return (
    <Loaded load={list} failed={ANALYSIS_TEXT.loadFailed}>
      {(sets) =>
        sets.length === 0 ? (
          <Text className="analysis__empty">{ANALYSIS_TEXT.noDataSet}</Text>
        ) : (
          <View className="analysis-card" role="list" aria-label={ANALYSIS_TEXT.dataSets}>
            {sets.map((ds) => {
              const open = () => void Taro.navigateTo({ url: dataSetUrl({ appId, dataSetId: ds.id, range, group }) });
              return (
                <View key={ds.id} role="listitem">
                  <View className="data-set__fact" data-testid="data-set-item" onClick={open} {...pressable(open)}>
                    <Text className="data-set__key">{ds.name}</Text>
                    <Text className="analysis-card__more">{ANALYSIS_TEXT.details}</Text>
                  </View>
                </View>
              );
            })}
          </View>
        )
      }
    </Loaded>
  );
}

/**
 * The app's data sets the caller may read (appData/getByApp), asked for only when the user opens the list (the
 * panel's first view keeps its calls); each opens the data set screen in the panel's range and grouping.
 */
export function DataSetList({ appId, range, group }: { appId: string; range: DayRange; group: Grouping | null }) {
  const [open, setOpen] = useState(false);
  return (
    <View className="analysis__data-sets">
      <View className="analysis__tools">
        <Button size="small" onClick={() => setOpen((o) => !o)}>
          {open ? ANALYSIS_TEXT.dataSetsHide : ANALYSIS_TEXT.dataSets}
        </Button>
      </View>
      {open ? <DataSets appId={appId} range={range} group={group} /> : null}
    </View>
  );
}
