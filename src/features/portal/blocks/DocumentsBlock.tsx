import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { chooseDir, documentsByIds } from '../../../api/portal';
import { useLoad } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import type { KnownBlock } from '../../../domain/portal';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';
import { PORTAL_TEXT } from '../text';
import { BlockEmpty, BlockFrame, BlockLoaded } from './BlockFrame';

type Documents = Extract<KnownBlock, { type: 'documents' }>;

const openDocument = (id: string) => void Taro.navigateTo({ url: buildUrl(PATHS.preview, { id }) });

/**
 * A directory of the document library (`documentLib/chooseDir`), or the documents the block chose
 * (`documentLib/findByIds`); a document opens the document preview.
 */
export function DocumentsBlock({ block }: { block: Documents }) {
  const chosen = block.documentIds;
  const load = useLoad(
    ['portal', 'documents', block.dirId, chosen.join(',')],
    async () => (chosen.length ? { documents: await documentsByIds(chosen) } : chooseDir(block.dirId)),
    { enabled: chosen.length > 0 || !!block.dirId },
  );
  return (
    <BlockFrame type="documents" title={block.title || PORTAL_TEXT.documents}>
      <BlockLoaded load={load}>
        {(dir) => (
          <View className="portal-list">
            {dir.documents.length === 0 ? <BlockEmpty text={PORTAL_TEXT.noDocuments} /> : null}
            {dir.documents.map((d) => (
              <View key={d.id} className="portal-list__row" data-testid="portal-document" onClick={() => openDocument(d.id)} {...pressable(() => openDocument(d.id))}>
                <Text className="portal-list__title">{d.title}</Text>
                {d.description ? <Text className="portal-list__meta">{d.description}</Text> : null}
              </View>
            ))}
          </View>
        )}
      </BlockLoaded>
    </BlockFrame>
  );
}
