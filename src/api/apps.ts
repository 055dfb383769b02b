/**
 * Apps, short links and the access check (spec calls-and-errors.md §7 "Apps", screens-data-rules.md §7). Paths the
 * spec leaves open are the local platform server's (server/README.md "Apps", "Access").
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { request } from './transport';

const enc = encodeURIComponent;
const strings = z.nullish(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String))));

/** App access config (screens-data-rules.md §3); fields the flow reads, the rest passed through. */
const accessConfigSchema = z.looseObject({
  accessDeniedMessage: z.nullish(z.string()),
  clientTypes: z.nullish(z.array(z.string())),
  closingAccess: z.nullish(z.boolean()),
  onlySupportOrganization: z.nullish(z.boolean()),
  timeInterval: z.nullish(
    z.looseObject({
      startAt: z.nullish(z.union([z.string(), z.number()])),
      endAt: z.nullish(z.union([z.string(), z.number()])),
    }),
  ),
  whiteListTypes: z.nullish(z.union([z.array(z.string()), z.string()])),
  needAuth: z.nullish(z.boolean()),
  onlyWhiteList: z.nullish(z.boolean()),
  memberCardIds: strings,
  ifPublic: z.nullish(z.boolean()),
  ids: strings,
});

const shareConfigSchema = z.nullish(
  z.looseObject({ title: z.nullish(z.string()), description: z.nullish(z.string()), icon: z.nullish(z.string()) }),
);

const appFormSchema = z.looseObject({ id: idSchema, formId: z.nullish(idSchema), name: z.catch(z.string(), '') });
const appViewSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  type: z.nullish(z.string()),
  formId: z.nullish(idSchema),
});

/** GET /ware-engine/apps/{id}: forms and views come only when the caller may open the app. */
const appDetailSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  tenantId: z.nullish(idSchema),
  formId: z.nullish(idSchema),
  /** The caller's effective role (GUEST without one). */
  role: z.nullish(z.string()),
  shareConfig: shareConfigSchema,
  forms: z.optional(z.catch(z.array(appFormSchema), [])),
  views: z.optional(z.catch(z.array(appViewSchema), [])),
});
export type AppDetail = z.infer<typeof appDetailSchema>;

export function appDetail(appId: string) {
  return request({ path: `/ware-engine/apps/${enc(appId)}`, schema: appDetailSchema, silent: true });
}

/** GET /ware-engine/apps/key/{key}?tenantId=: the app id of a key in an organisation. */
export function appIdByKey(key: string, tenantId: string) {
  return request({
    path: `/ware-engine/apps/key/${enc(key)}`,
    query: { tenantId },
    schema: z.pipe(
      z.looseObject({ id: idSchema }),
      z.transform((v) => v.id),
    ),
    silent: true,
  });
}

/** GET /shortener/{code}?redirect=false: the app a short code names. */
export function appIdByShortCode(code: string) {
  return request({
    path: `/shortener/${enc(code)}`,
    query: { redirect: 'false' },
    schema: z.pipe(
      z.looseObject({ id: idSchema }),
      z.transform((v) => v.id),
    ),
    silent: true,
    tenant: false,
  });
}

export function accessConfig(appId: string) {
  return request({
    path: `/bigtable/application/${enc(appId)}/access-config`,
    schema: accessConfigSchema,
    silent: true,
  });
}

/** The caller's role codes in the app; `null` when the call fails (a failure means GUEST, §6). */
export async function myRoleCodes(appId: string): Promise<string[] | null> {
  try {
    return await request({
      path: `/ware-engine/apps/${enc(appId)}/roles/my-roles`,
      schema: z.pipe(
        z.array(z.looseObject({ code: z.string() })),
        z.transform((rows) => rows.map((r) => r.code)),
      ),
      silent: true,
      loading: false,
    });
  } catch {
    return null;
  }
}

/** Whether the signed-in caller holds a listed card or bought a listed good (false on failure). */
export async function whitelistConfirmed(appId: string): Promise<boolean> {
  try {
    return await request({
      path: `/bigtable/application/${enc(appId)}/whitelist-confirmation`,
      schema: z.pipe(
        z.looseObject({ passed: z.boolean() }),
        z.transform((v) => v.passed),
      ),
      silent: true,
    });
  } catch {
    return false;
  }
}

/** Membership-card names by ids, in the order asked (§6 "Membership cards are looked up by ids"). */
export async function cardNames(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await request({
    method: 'POST',
    path: '/crm/membershipCard/findByIds',
    data: { ids },
    schema: z.array(z.looseObject({ id: idSchema, cardName: z.catch(z.string(), '') })),
    silent: true,
    tenant: false,
  });
  return ids.map((id) => rows.find((r) => r.id === id)?.cardName ?? '').filter(Boolean);
}

/** Goods names by skuCodes, in the order asked. */
export async function goodsNames(skuCodes: readonly string[]): Promise<string[]> {
  if (skuCodes.length === 0) return [];
  const rows = await request({
    method: 'POST',
    path: '/sku/sku/findNamesBySkuCodes',
    data: { skuCodes },
    schema: z.array(z.looseObject({ skuCode: z.string(), name: z.catch(z.string(), '') })),
    silent: true,
    tenant: false,
  });
  return skuCodes.map((code) => rows.find((r) => r.skuCode === code)?.name ?? '').filter(Boolean);
}

/** POST .../access-record: records the visit (the platform adds a visitor without a role as GUEST). */
export function createAccessRecord(appId: string, body: { clientType: 'H5' | 'WEAPP'; viewId?: string }) {
  return request({
    method: 'POST',
    path: `/bigtable/application/${enc(appId)}/access-record`,
    data: body,
    schema: z.looseObject({ role: z.nullish(z.string()) }),
    silent: true,
    loading: false,
  });
}

/** PUT /ware-engine/apps/{id}/roles/code/GUEST: the caller takes the GUEST role (idempotent). */
export function takeGuestRole(appId: string) {
  return request({
    method: 'PUT',
    path: `/ware-engine/apps/${enc(appId)}/roles/code/GUEST`,
    data: {},
    schema: z.unknown(),
    silent: true,
    loading: false,
  });
}

const permissionSchema = z.looseObject({
  type: z.string(),
  businessKey: z.string(),
  formId: z.nullish(idSchema),
});

/** GET /ware-engine/apps/{id}/my-permissions. */
export function myPermissions(appId: string) {
  return request({
    path: `/ware-engine/apps/${enc(appId)}/my-permissions`,
    schema: z.array(permissionSchema),
    silent: true,
  });
}

