import { CrmList, useKeywordSearch } from './CrmList';
import { SupplierForm } from './SupplierForm';
import { createSupplier, supplierLevels, suppliersPage, updateSupplier, type Supplier, type SupplierInput } from '../../../api/crm';
import { invalidate, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';

const BLANK: SupplierInput = { name: '', code: '', contact: '', phone: '', level: 'C' };

/** Suppliers (/memberCenter/suppliers, an addition): the organisation's suppliers, searched, created and edited. */
export default function Suppliers() {
  const { keyword, search } = useKeywordSearch();
  const levels = useLoad(['crm', 'supplier-levels'], supplierLevels);
  const list = usePagedLoad(['crm', 'suppliers', keyword], async (page) => pageOf(await suppliersPage(keyword, page), page), { freshFor: 0 });
  usePullToRefresh(list);
  const levelName = (code: string) => levels.data?.find((l) => l.code === code)?.name ?? code;
  return (
    <CrmList<Supplier, SupplierInput>
      search={{ ...search, name: 'supplierKeyword', label: MEMBER_TEXT.searchSuppliers }}
      texts={{ add: MEMBER_TEXT.newSupplier, failed: MEMBER_TEXT.suppliersFailed, empty: MEMBER_TEXT.noSuppliers }}
      testId="supplier"
      list={list}
      save={(target, v) => (target === 'new' ? createSupplier(v) : updateSupplier(target, v))}
      saved={() => invalidate(['crm', 'suppliers'])}
      form={(s, binding) => <SupplierForm initial={s ?? BLANK} levels={levels.data ?? []} {...binding} />}
      meta={(s) => [`${s.code} · ${levelName(s.level)}${s.tags.length ? ` · ${s.tags.join('、')}` : ''}`, [s.contact, s.phone].filter(Boolean).join(' ')]}
    />
  );
}
