import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { SupplierForm } from './SupplierForm';
import { createSupplier, supplierLevels, suppliersPage, updateSupplier, type SupplierInput } from '../../../api/crm';
import { invalidate, rowsOf, useChange, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';
import '../member.css';

const BLANK: SupplierInput = { name: '', code: '', contact: '', phone: '', level: 'C' };

/** Suppliers (/memberCenter/suppliers, an addition): the organisation's suppliers, searched, created and edited. */
export default function Suppliers() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const levels = useLoad(['crm', 'supplier-levels'], supplierLevels);
  const list = usePagedLoad(['crm', 'suppliers', keyword], async (page) => pageOf(await suppliersPage(keyword, page), page), { freshFor: 0 });
  usePullToRefresh(list);
  const save = useChange({
    mutationFn: (v: SupplierInput) => (editing === 'new' ? createSupplier(v) : updateSupplier(editing!, v)),
    onSuccess: () => {
      setEditing(null);
      return invalidate(['crm', 'suppliers']);
    },
  });
  const open = (id: string | 'new') => {
    save.reset();
    setEditing(id);
  };
  const levelName = (code: string) => levels.data?.find((l) => l.code === code)?.name ?? code;
  const form = (initial: SupplierInput) => (
    <SupplierForm initial={initial} levels={levels.data ?? []} pending={save.isPending} error={save.error?.message ?? null} onSave={(v) => save.mutate(v)} onCancel={() => setEditing(null)} />
  );

  return (
    <Screen className="member">
      <KeywordInput name="supplierKeyword" label={MEMBER_TEXT.searchSuppliers} value={draft} onChange={setDraft} onSearch={() => setKeyword(draft.trim())} />
      {editing === 'new' ? (
        form(BLANK)
      ) : (
        <Button type="primary" size="small" onClick={() => open('new')}>
          {MEMBER_TEXT.newSupplier}
        </Button>
      )}
      <Loaded load={list} failed={MEMBER_TEXT.suppliersFailed}>
        {() =>
          rowsOf(list).length === 0 ? (
            <Empty description={MEMBER_TEXT.noSuppliers} />
          ) : (
            <View role="list">
              {rowsOf(list).map((s) =>
                editing === s.id ? (
                  <View key={s.id}>{form(s)}</View>
                ) : (
                  <View key={s.id} className="ware-card" role="listitem" data-testid="supplier" aria-label={s.name}>
                    <Text className="member__card-title">{s.name}</Text>
                    <Text className="member__meta">{`${s.code} · ${levelName(s.level)}${s.tags.length ? ` · ${s.tags.join('、')}` : ''}`}</Text>
                    {s.contact || s.phone ? <Text className="member__meta">{[s.contact, s.phone].filter(Boolean).join(' ')}</Text> : null}
                    <View className="member__buttons">
                      <Button size="small" onClick={() => open(s.id)}>
                        {MEMBER_TEXT.edit}
                      </Button>
                    </View>
                  </View>
                ),
              )}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={list} />
    </Screen>
  );
}
