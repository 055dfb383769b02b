import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { entryTarget, type AppEntry } from '../../../domain/access/entries';
import { pressable } from '../../../ui/a11y';
import { Picture } from '../../../ui/Picture';
import { APP_INDEX_TEXT } from '../text';

/** The entries of the application index; one whose target is unknown is listed as not available. */
export function AppEntries({ appId, entries }: { appId: string; entries: AppEntry[] }) {
  return (
    <>
      {entries.length === 0 ? <Text className="app-index__hint">{APP_INDEX_TEXT.noEntries}</Text> : null}
      <View role="list" aria-label={APP_INDEX_TEXT.entries}>
        {entries.map((entry) => {
          const target = entryTarget(appId, entry);
          const open = () => target && void Taro.navigateTo({ url: target });
          const kind = entry.kind === 'form' ? APP_INDEX_TEXT.form : APP_INDEX_TEXT.view;
          return (
            <View key={`${entry.kind}-${entry.id}`} className="ware-card app-index__entry" role="listitem" data-testid="app-entry">
              <View className="app-index__entry-open" onClick={open} {...(target ? pressable(open) : {})}>
                {/* The platform gives forms and views no icon: the entry's first character, tinted by its kind. */}
                <Picture className={`app-index__entry-icon app-index__entry-icon--${entry.kind}`} src={null} name={entry.name} />
                <Text className="app-index__entry-name">{entry.name}</Text>
                <Text className="app-index__entry-state">
                  {target ? kind : `${kind} · ${APP_INDEX_TEXT.notAvailable}`}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
    </>
  );
}
