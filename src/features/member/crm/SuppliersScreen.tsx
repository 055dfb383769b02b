import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { useBatchSelect, type BatchAction } from './BatchSelect';
import { CrmList, useKeywordSearch, type FormBinding } from './CrmList';
import { SupplierForm } from './SupplierForm';
import { createSupplier, setSuppliersLevel, supplierById, supplierLevels, suppliersPage, supplierTags, updateSupplier, type Supplier, type SupplierFilters, type SupplierInput } from '../../../api/crm';
import { invalidate, rowsOf, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { Loaded } from '../../../ui/Loaded';
import { Choices } from '../parts/Choices';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';

const BLANK: SupplierInput = { name: '', code: '', contact: '', phone: '', level: 'C' };
type Level = { code: string; name: string };
const refresh = () => invalidate(['crm', 'suppliers']);

/** The edit form of a supplier, filled from a fresh read (someone may have changed it since the list loaded). */
function FreshSupplierForm({ id, levels, binding }: { id: string; levels: Level[]; binding: FormBinding<SupplierInput> }) {
  const supplier = useLoad(['crm', 'supplier', id], () => supplierById(id), { freshFor: 0 });
  return (
    <Loaded load={supplier} failed={MEMBER_TEXT.suppliersFailed}>
      {(s) => <SupplierForm initial={s} levels={levels} {...binding} />}
    </Loaded>
  );
}

/** The select mode's action: a level picked from the sheet, given to every chosen supplier. */
const levelAction = (levels: Level[]): BatchAction<string> => ({
  label: MEMBER_TEXT.setLevel,
  verb: '更新',
  decide: async () => {
    const picked = await Taro.showActionSheet({ itemList: levels.map((l) => l.name) }).catch(() => null);
    return picked ? (levels[picked.tapIndex]?.code ?? null) : null;
  },
  run: (ids, level) => setSuppliersLevel(ids, level),
});

/**
 * Suppliers (/memberCenter/suppliers, an addition): the organisation's suppliers, searched and filtered by level and
 * tag (srm/level, srm/tag), created and edited; a select mode gives several a level at once.
 */
export default function Suppliers() {
  const { keyword, search } = useKeywordSearch();
  const [filters, setFilters] = useState<SupplierFilters>({ level: '', tag: '' });
  const levels = useLoad(['crm', 'supplier-levels'], supplierLevels);
  const tags = useLoad(['crm', 'supplier-tags'], supplierTags);
  const list = usePagedLoad(['crm', 'suppliers', keyword, filters.level, filters.tag], async (page) => pageOf(await suppliersPage(keyword, page, filters), page), { freshFor: 0 });
  usePullToRefresh(list);
  const select = useBatchSelect({ rows: rowsOf(list), action: levelAction(levels.data ?? []), done: refresh });
  const levelName = (code: string) => levels.data?.find((l) => l.code === code)?.name ?? code;
  const filterBar = (
    <View data-testid="supplier-filters">
      <Choices label={MEMBER_TEXT.level} options={[{ value: '', text: MEMBER_TEXT.any }, ...(levels.data ?? []).map((l) => ({ value: l.code, text: l.name }))]} value={filters.level} onChange={(level) => setFilters((f) => ({ ...f, level }))} />
      <Choices label={MEMBER_TEXT.tag} options={[{ value: '', text: MEMBER_TEXT.any }, ...(tags.data ?? []).map((t) => ({ value: t, text: t }))]} value={filters.tag} onChange={(tag) => setFilters((f) => ({ ...f, tag }))} />
    </View>
  );
  return (
    <CrmList<Supplier, SupplierInput>
      header={filterBar}
      search={{ ...search, name: 'supplierKeyword', label: MEMBER_TEXT.searchSuppliers }}
      texts={{ add: MEMBER_TEXT.newSupplier, failed: MEMBER_TEXT.suppliersFailed, empty: MEMBER_TEXT.noSuppliers }}
      testId="supplier"
      list={list}
      select={select}
      save={(target, v) => (target === 'new' ? createSupplier(v) : updateSupplier(target, v))}
      saved={refresh}
      form={(s, binding) => (s ? <FreshSupplierForm id={s.id} levels={levels.data ?? []} binding={binding} /> : <SupplierForm initial={BLANK} levels={levels.data ?? []} {...binding} />)}
      meta={(s) => [`${s.code} · ${levelName(s.level)}${s.tags.length ? ` · ${s.tags.join('、')}` : ''}`, [s.contact, s.phone].filter(Boolean).join(' ')]}
    />
  );
}
