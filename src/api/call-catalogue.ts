/**
 * The spec's call catalogue (calls-and-errors.md §7) as data, one entry per path and method, with where each stands
 * in this client: made (no mark), a known gap with the issue it belongs to, or never made, with the reason. Calls
 * the client makes beyond the catalogue are listed in CALL_ADDITIONS, each with its reason.
 *
 * Nothing imports this at run time: test/unit/call-catalogue.test.ts holds it to the calls written in src/api (an
 * entry without a mark must be made, a marked one must not be, and every call made is an entry or an addition),
 * server/test/infra.test.ts holds it to the local server's routes (every call made is served), and the table in
 * src/api/README.md is written from it (`npx tsx scripts/call-catalogue.ts`). When a gap is closed, its mark goes.
 *
 * Paths are under the API base, parameters as `{name}`; `{idp}/…` is the identity provider (its token endpoint
 * once per grant, `#grant_type`). Where the spec shows no path, `ours` names the call in the spec's words and `path`
 * is the one this project chose ('' while none is chosen); where it shows no method, the entry's method is the one
 * chosen, said in its note, or null while none is.
 */

type CatalogueMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The headings of §7; "Other services" is one group per service line. */
export const CATALOGUE_GROUPS = {
  auth: 'Authentication and session',
  platform: 'Platform and organisation',
  apps: 'Apps (new engine)',
  olderEngine: 'Older form engine',
  newerEngine: 'Newer form engine',
  dataflow: 'Data flow',
  packages: 'Packages',
  crm: 'CRM',
  storage: 'Storage',
  cms: 'CMS',
  device: 'Device',
  dictionary: 'Dictionary',
  maps: 'Maps',
  orders: 'Orders',
  supplier: 'Supplier',
  goods: 'Goods',
  ads: 'Ads',
  print: 'Print',
  functions: 'Functions',
  processReport: 'Process report removal',
} as const;
type CatalogueGroup = keyof typeof CATALOGUE_GROUPS;

interface Marks {
  /** The spec's note, or how this entry is read where the spec is terse. */
  note?: string;
  /** The spec shows no path: the call in its words (`path` is ours, or '' while none is chosen). */
  ours?: string;
  /** Not made yet: the issue that adds it. */
  gap?: 35 | 36;
  /** Never made by a phone client: why. */
  never?: string;
}

export interface CatalogueEntry extends Marks {
  method: CatalogueMethod | null;
  path: string;
  group: CatalogueGroup;
}

export interface CallAddition {
  method: CatalogueMethod;
  path: string;
  reason: string;
}

type Row = [CatalogueMethod | null, string, Marks?];

const inGroup = (group: CatalogueGroup, rows: Row[]): CatalogueEntry[] =>
  rows.map(([method, path, marks]) => ({ method, path, group, ...marks }));


/** Why the engines' own package list and installs are not made: the market is the application store's. */
const NEWER_PACKAGES_NEVER =
  'the market lists, reads and installs packages through the application store (/warestore/application-packages…), whose install answers at once and reports its progress and result; this is the same list or install without them, and no other screen installs';

export const CALL_CATALOGUE: readonly CatalogueEntry[] = [
  ...inGroup('auth', [
    ['POST', '/auth/login'],
    ['POST', '/admin/login/token'],
    [
      'POST',
      '{idp}/token#authorization_code',
      {
        note: 'form-encoded: grant_type authorization_code, code, redirect_uri, client_id, state, code_verifier',
        never:
          'the H5 exchanges its code at GET /admin/oauth/token (§7 "auth code exchange"), the platform beside the provider, which checks the client there; the mini program never goes to the provider',
      },
    ],
    ['POST', '{idp}/token#refresh_token', { note: 'grant_type refresh_token, client_id, refresh_token, tenant_id' }],
    ['GET', '{idp}/authorize', { note: 'browser redirect: client_id, redirect_uri, response_type code, state, code_challenge (S256), scene, tenant_id, scope' }],
    ['GET', '/admin/oauth/token', { note: 'auth code exchange' }],
    ['GET', '/auth/clients/pub', { note: 'no auth' }],
    ['GET', '/auth/my-recent-login-log'],
    ['GET', '/auth/joined-organization'],
    ['POST', '/admin/logout/token'],
    ['GET', '/admin/mobile/getSessionKey'],
    ['POST', '/admin/mobile/login', { note: 'form-encoded' }],
    ['GET', '/weixin/wx/user/login', { note: 'messaging-app login' }],
    ['GET', '/weixin/wx/user/info'],
    ['POST', '/base/current/user/my'],
    [
      'POST',
      '/base/users',
      { never: 'creates a platform account: no screen of the spec registers one; a phone user\'s account comes from the identity provider\'s sign-in, WeChat or phone-number login, or the native host' },
    ],
    ['GET', '/pay/payment/sign', { note: 'param url; returns appId, timestamp, nonceStr, signature' }],
    ['POST', '/msg/register/send', { note: 'verification code' }],
    ['POST', '/msg/register/verify', { note: 'verification code' }],
    [
      'POST',
      '/captcha/user/positioning-info',
      { never: 'the spec gives this call neither fields nor a screen; sending where the user is without a purpose shown to them breaks the privacy rules the mini program declares (location only for a stated use: the location control, choose/open location)' },
    ],
    ['GET', '/captcha/user/positioning-infos', { never: 'reads what positioning-info stores, which is never sent (above)' }],
  ]),
  ...inGroup('platform', [
    ['GET', '/platform/joined-organizations'],
    ['GET', '/platform/current-organization'],
    ['GET', '/platform/current-organization/information'],
    ['POST', '/platform/organizations'],
    [
      'GET',
      '/platform/organizations/{id}',
      { never: 'an organisation\'s card by id: the join screen reads the same (name, member count, joined) from the invitation code, the organisation list from joined-organizations, and no phone screen opens an organisation by its id' },
    ],
    ['POST', '/platform/org-invitation-code/accept'],
    ['POST', '/platform/org-invitation-code/{state}'],
    ['GET', '/platform/org-invitation-code/current'],
    ['GET', '/platform/invitation-code/{code}'],
    ['GET', '/platform/join-organization-requests'],
    ['POST', '/platform/join-organization-requests/{id}/approve'],
    ['POST', '/platform/join-organization-requests/{id}/{approvalType}'],
    ['GET', '/platform/my-profile'],
    ['PUT', '/platform/my-profile'],
    [
      'POST',
      '/platform/profiles',
      { never: 'short profiles by user ids: the record, task and comment screens read people\'s names from members/batch (the organisation\'s members, the one look-up the read rule applies to), so a second look-up of the same people would only differ in who may be read' },
    ],
    ['POST', '/platform/members/batch', { note: 'also §7\'s "members by user id" of the older engine (path not shown)' }],
    ['GET', '/platform/members'],
    ['GET', '/platform/members/{id}'],
    ['PUT', '/platform/members/{id}'],
    ['GET', '/platform/members/subordinates'],
    ['GET', '/platform/departments'],
    ['GET', '/platform/departments/{id}/members'],
    ['GET', '/platform/departments/{department_id}/admin-members'],
    ['GET', '/platform/departments/subordinates'],
    ['GET', '/platform/positions/users/{id}/is-leader', { note: 'failure yields false' }],
    ['GET', '/platform/my-positions'],
    ['GET', '/platform/roles'],
    [
      'GET',
      '/platform/permissions',
      {
        never:
          'the catalogue of every organisation permission serves editing roles in the desktop console; what a phone screen offers is decided by the caller\'s own (/platform/my-permissions)',
      },
    ],
    ['GET', '/platform/my-permissions'],
    ['GET', '/platform/vip/user/{id}'],
    ['PUT', '/platform/vipCardCode/use/{code}'],
  ]),
  ...inGroup('apps', [
    ['GET', '/ware-engine/apps/{appId}', { note: 'data holds accessConfig or app detail (also §7\'s "app detail", path not shown)' }],
    ['GET', '/ware-engine/apps/key/{key}', { note: 'with tenantId; returns code and data.id' }],
    ['GET', '/ware-engine/apps/all'],
    ['GET', '/ware-engine/app-packages/all', { never: NEWER_PACKAGES_NEVER }],
    ['POST', '/ware-engine/apps/install', { note: 'JSON', never: NEWER_PACKAGES_NEVER }],
    [
      'GET',
      '/ware-engine/apps/{id}/permissions/all',
      { never: 'every role\'s permissions, for the app\'s administrators editing roles in the desktop console; a phone screen offers by the caller\'s own (my-permissions, permission-check)' },
    ],
    ['GET', '/ware-engine/apps/{id}/my-permissions'],
    [
      'GET',
      '/ware-engine/apps/{id}/roles/all',
      { never: 'the app\'s role list, for assigning roles in the desktop console; the phone reads the caller\'s roles (my-roles) for the access check' },
    ],
    ['GET', '/ware-engine/apps/{id}/roles/my-roles', { note: 'the spec writes "/roles/all and /my-roles"' }],
    ['GET', '/ware-engine/apps/{id}/permission-check'],
    ['PUT', '/ware-engine/apps/{id}/roles/code/GUEST'],
    [
      'GET',
      '/ware-engine/apps/{appId}/roles/code/{identity}/permissions/all',
      { never: 'another role\'s permissions, for configuring that role in the desktop console; the phone never acts as a role it does not hold' },
    ],
    ['GET', '/shortener/{code}', { note: '?redirect=false (resolve short link)' }],
    ['GET', '/bigtable/app', { note: 'my apps' }],
    ['GET', '/bigtable/app/{id}/form'],
    ['GET', '/bigtable/form', { note: 'param id' }],
    ['GET', '/bigtable/form/{formId}/list-config'],
    ['POST', '/bigtable/application/{appId}/access-record', { ours: 'create access record (adds visitor)' }],
    ['GET', '/bigtable/application/{appId}/whitelist-confirmation', { ours: 'whitelist confirmation' }],
    ['POST', '/sku/sku/findNamesBySkuCodes', { ours: 'goods names by skuCodes' }],
  ]),
  ...inGroup('olderEngine', [
    ['POST', '/ware-engine-form/data', { note: 'dataIdIn' }],
    ['POST', '/ware-engine-form/data/query', { note: 'also §7\'s "form data query" (path not shown)' }],
    ['POST', '/ware-engine-form/data/submit'],
    ['POST', '/ware-engine-form/data/archive'],
    ['POST', '/ware-engine-form/data/duplicate-check'],
    ['PUT', '/ware-engine-form/data/{id}', { note: 'body id, content, formId, optional ownerId, code' }],
    ['GET', '/ware-engine-form/data/{id}/changelogs'],
    ['GET', '/ware-engine-form/app-variables'],
    [
      'POST',
      '/ware-engine-form/app-variables',
      { note: 'bulk', never: 'app variables are set by the app\'s administrators where the app is designed; on the phone the vari control only reads them (GET)' },
    ],
    ['GET', '/ware-engine-form/data/{id}/comments'],
    ['POST', '/ware-engine-form/data/{id}/comments'],
    ['DELETE', '/ware-engine-form/comments/{id}'],
    ['GET', '/ware-engine-form/collaborators'],
    ['POST', '/ware-engine-form/collaborators', { note: 'save' }],
    ['DELETE', '/ware-engine-form/collaborators/{id}'],
    ['POST', '/ware-engine-form/funcs/{key}/exec'],
    ['PUT', '/ware-engine-form/draft-data/apps/{appId}'],
    ['GET', '/ware-engine-form/draft-data/apps/{appId}'],
    ['GET', '/ware-engine-form/views'],
    ['GET', '/ware-engine-form/views/key/{id}'],
    ['GET', '/ware-engine-form/custom-buttons'],
    [
      'GET',
      '/ware-engine-form/code-generator/{appId}',
      { never: 'a record\'s code is given when it is submitted and shown on the success page (subSuccess ?code=); a preview before that could name a code another submit takes first' },
    ],
    ['GET', '/ware-engine-form/templates'],
    ['POST', '/ware-engine-form/templates/{id}/render', { note: 'print' }],
    [
      'GET',
      '/ware-engine-form/tasks',
      { never: 'the older engine\'s to-do list under its own prefix, the same list as v1/tasks/my-todos, which the to-do centre reads for 旧版 beside v1/tasks/my-done: one list read by one path' },
    ],
    ['GET', '/ware-engine-form/history/tasks'],
    ['GET', '/ware-engine-form/history/process-instances'],
    ['GET', '/ware-engine-form/history/activity-instances'],
    ['GET', '/ware-engine-form/history/activity-statistics'],
    ['GET', '/ware-engine-form/history/task'],
    ['GET', '/ware-engine-form/notifications'],
    ['POST', '/ware-engine-form/notifications/{id}/read'],
    ['GET', '/ware-engine-form/processes/{id}'],
    ['POST', '/ware-engine-form/processes/key/{key}/start'],
    ['PUT', '/ware-engine-form/task/{id}/complete'],
    ['POST', '/ware-engine-form/process-instance/{id}/activity/{aid}/add-sign'],
    ['DELETE', '/ware-engine-form/process-instances/by-task/{id}'],
    ['GET', '/ware-engine-form/process-instances/{id}/form-data'],
    ['GET', '/ware-engine-form/forms/submission-status'],
    [
      'GET',
      '/ware-engine-form/form-field-configs',
      { note: 'the form read/write state list: params formId, isV1; an empty list on failure' },
    ],
    ['GET', '/ware-engine-form/forms/published', { note: 'forms published by appId' }],
    [
      'GET',
      '/ware-engine-form/forms/latest',
      { note: 'forms latest by appId', never: 'the latest version is the designer\'s unpublished one; a phone fills and shows the published form (forms/published)' },
    ],
    [
      null,
      '',
      { ours: 'latest submission by appId', never: 'the fill-status check (forms/submission-status) answers the caller\'s latest submission (lastDataId, lastSubmittedAt) with the count the form shows' },
    ],
    ['PUT', '/ware-engine-form/app-task/{id}/complete', { note: 'data renamed content in V1' }],
    ['POST', '/ware-engine-form/task/re-assignment'],
    [
      'GET',
      '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}/detail',
      { ours: 'form record detail (formId, appId, dataId, isV1)', note: 'the older engine reads it with POST data (dataIdIn)' },
    ],
  ]),
  ...inGroup('newerEngine', [
    ['POST', '/bigtable/application/{appId}/form/{formId}/form-data', { note: 'submit; method ours' }],
    ['GET', '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}', { note: 'one record; method and {dataId} ours' }],
    ['PUT', '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}', { note: 'update; method and {dataId} ours' }],
    ['GET', '/bigtable/application/{appId}/form/{formId}/form-data/query', { note: '?page&size&sort&isQueryField=0' }],
    ['POST', '/bigtable/application/{appId}/form/{formId}/form-data/search'],
    ['POST', '/bigtable/data-linkage'],
    [
      null,
      '/bigtable/form-association/add',
      { never: 'adding an association links a form to another form, which is form design (done where forms are designed); the phone links records through an association with dataSave' },
    ],
    ['POST', '/bigtable/form-association/dataSave', { note: 'method ours' }],
    ['POST', '/bigtable/form-association/page'],
    ['GET', '/bigtable/form-association/query', { note: 'the associations of a form; method ours' }],
    ['POST', '/bigtable/form-association/delete', { note: 'one associated row by its formAssociationId; method ours' }],
    ['PUT', '/bigtable/form-data/invite'],
    ['GET', '/bigtable/form-data/collaboration'],
    ['POST', '/bigtable/formDataComment/create'],
    ['GET', '/bigtable/formDataComment/findAllByDataId'],
    ['DELETE', '/bigtable/formDataComment/{id}', { note: 'the spec\'s "delete"' }],
    ['GET', '/bigtable/formDataComment/getCommentOnOff'],
    ['GET', '/bigtable/application/{appId}/form/{formId}/draft-date', { note: 'method ours' }],
    ['PUT', '/bigtable/application/{appId}/form/{formId}/draft-date', { note: 'method ours' }],
    ['POST', '/bigtable/application/{appId}/form/{formId}/copyData'],
    ['DELETE', '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}', { note: 'formData DELETE' }],
    ['GET', '/bigtable/task/todo'],
    ['GET', '/bigtable/task/done'],
    ['PUT', '/bigtable/task/{id}/complete'],
    ['GET', '/bigtable/v1/tasks/my-todos'],
    ['GET', '/bigtable/v1/tasks/my-done'],
    ['GET', '/bigtable/v1/process-instances/my-started'],
    ['GET', '/bigtable/notifications'],
    ['POST', '/bigtable/process-definitions/key/{key}/start'],
    ['GET', '/bigtable/lastUsedApps'],
    ['GET', '/bigtable/analysis-panel'],
    ['GET', '/bigtable/controlBoard'],
    ['POST', '/bigtable/controlBoard/save'],
    [null, '/bigtable/applications/install', { never: NEWER_PACKAGES_NEVER }],
    [
      null,
      '/bigtable/applications/admins',
      { never: 'no phone screen shows an app\'s administrators: what a user may do in an app is decided by their own roles and permissions (roles/my-roles, my-permissions), and apps are administered where they are designed' },
    ],
    [
      null,
      '/bigtable/applications/views',
      { never: 'the Lists screen reads a newer-engine form\'s views, and the one to open, from its list config (/bigtable/form/{formId}/list-config); this is the same list again' },
    ],
    [
      null,
      '/bigtable/members',
      { never: 'the member pickers and the team screens read the organisation\'s members through /platform/members (paged, searched) and /platform/members/batch; this is the same list by another service' },
    ],
    ['POST', '/bigtable/application/{appId}/form/{formId}/print-templates/{templateId}/pdf', { note: 'print templates pdf; path ours' }],
    ['GET', '/bigtable/mainPageCount'],
    ['POST', '/bigtable/anonymous/form-data', { note: 'anonymous submit' }],
    ['GET', '/bigtable/portal/{id}'],
    ['GET', '/bigtable/portal'],
    ['POST', '/bigtable/rich-texts/save'],
    ['GET', '/bigtable/rich-texts', { ours: 'rich text query by ids' }],
    ['GET', '/bigtable/application/{appId}/access-config'],
    [
      'GET',
      '/bigtable/application/{appId}/access-permission',
      {
        note: 'the whitelist',
        never: 'the whitelist rule reads the whitelist from the app\'s access config and names it by the spec\'s own look-ups (membership cards by ids, goods names by skuCodes); this answers the same again',
      },
    ],
    [
      null,
      '',
      {
        ours: 'form data list by ids (v1): comma-joined ids; reads code and data[] with data and formAssociationId',
        never: 'the associated-data fetch answers each associated row with its record\'s data already, so the rows are never read again by id',
      },
    ],
    ['GET', '/bigtable/form-association/data', { ours: 'associated-data fetch: reads data.formAssociationDataMap' }],
  ]),
  ...inGroup('dataflow', [
    ['GET', '/dataflow/appData/getByApp'],
    ['GET', '/dataflow/widgetInfo/get'],
    ['GET', '/dataflow/DataSetField/list'],
    ['GET', '/dataflow/dataSet/getById'],
    ['GET', '/dataflow/dataSet/getRealData'],
    ['POST', '/dataflow/dataSet/getRealData1'],
    [
      'POST',
      '/dataflow/dataSet/getSourceCode',
      { never: 'the data set\'s query text (SQL and its parameters) is a tool of whoever builds data sets on the platform; a phone user reads the figures, the definition and the records behind them' },
    ],
  ]),
  ...inGroup('packages', [
    ['POST', '/warestore/application-packages'],
    ['GET', '/warestore/application-packages/{packageId}'],
    ['POST', '/warestore/application-packages/page'],
  ]),
  ...inGroup('crm', [
    ['GET', '/crm/crmCustomer/{id}', { note: 'the spec\'s "get"' }],
    ['PUT', '/crm/crmCustomer/{id}', { note: 'the spec\'s "update"' }],
    ['DELETE', '/crm/crmCustomer/{id}', { note: 'the spec\'s "delete"' }],
    ['GET', '/crm/crmCustomer/customerManagement'],
    ['GET', '/crm/crmCustomer/existsInfo'],
    ['POST', '/crm/crmCustomer/addOrderUser'],
    ['GET', '/crm/crmCustomer/findMyCustomer'],
    ['POST', '/crm/crmCustomer/batch/remove'],
    ['POST', '/crm/membership/join'],
    ['GET', '/crm/membership/{id}', { note: 'the spec\'s "get"' }],
    ['POST', '/crm/membership/batch/get', { never: 'reads a hand-picked set of memberships by ids: the phone pages the organisation\'s memberships with batch-query, opens one with get, and a form\'s member control keeps the name and code it shows; no screen holds a set of membership ids to read (the server still serves it)' }],
    ['GET', '/crm/membership/findMember'],
    ['POST', '/crm/membership/card', { note: 'method and body ours: { memberId, cardId } moves a membership to another card' }],
    ['POST', '/crm/membership/remove', { note: 'memberId' }],
    ['POST', '/crm/membership/batchRemove', { note: 'method ours: memberIds' }],
    ['PUT', '/crm/membership/membership/{memberId}', { note: 'body ours: endDay (null: no end)' }],
    ['GET', '/crm/membershipCard/list'],
    ['GET', '/crm/membershipCard/get', { note: 'method ours: ?id' }],
    ['POST', '/crm/membershipCard/findByIds', { note: 'also §7\'s "membership cards by ids" of Apps' }],
    ['POST', '/crm/membershipCard/membership/current-user'],
    ['POST', '/crm/memberships/batch-query', { note: 'method ours: the organisation\'s memberships, paged' }],
  ]),
  ...inGroup('storage', [
    ['POST', '/storage/fileStorage/preUpload'],
    ['POST', '/storage/fileStorage/unLogin/preUpload'],
    ['POST', '/storage/fileStorage/saveReturnId', { note: '?isNamed=1' }],
    ['POST', '/storage/fileStorage/unLogin/saveFile'],
    ['POST', '/storage/fileStorage/unLogin/qrcode-upload'],
    ['POST', '/storage/ocr/idCard/front'],
    ['POST', '/storage/ocr/idCard/back'],
    ['POST', '/storage/ocr/bizLicense'],
    ['POST', '/storage/faceid/detectAuth'],
    ['GET', '/storage/faceid/getDetectInfoEnhanced'],
    ['POST', '/storage/idCardMessage'],
    ['GET', '/file/fileoperation/download', { note: 'fileId and isDownload' }],
  ]),
  ...inGroup('cms', [
    ['POST', '/cms/content/article/list'],
    ['POST', '/cms/content/article/list/ids'],
    ['GET', '/cms/content/article/detailsById'],
    ['GET', '/cms/documentLib/findByIds'],
    ['GET', '/cms/documentLib/chooseDir'],
    ['GET', '/cms/documentLib/detail'],
    ['GET', '/cms/documentLib/preDownload'],
    ['GET', '/cms/documentLib/unLoginDetail'],
    ['POST', '/cms/documentLib/documentReadCount', { note: 'method ours' }],
    ['POST', '/cms/collection/add'],
    ['DELETE', '/cms/collection/delete'],
    ['GET', '/cms/comment/list'],
    ['POST', '/cms/comment/add'],
    ['GET', '/cms/score/list'],
    ['POST', '/cms/score/add'],
    ['GET', '/cms/score/selectByDocumentId'],
    ['GET', '/cms/cos/findByIds'],
    ['GET', '/cms/cos/findById'],
    ['GET', '/cms/watchRecord/findMyWatchRecord'],
    ['POST', '/cms/watchRecord/updateRecord'],
  ]),
  ...inGroup('device', [
    ['GET', '/device/device'],
    ['POST', '/device/instruct'],
    ['GET', '/device/property', { note: 'query ours: deviceId' }],
    ['GET', '/device/type/{id}'],
    ['GET', '/device/user/device/types'],
    ['GET', '/device/DeviceManagement/device/{id}'],
    ['GET', '/device/DeviceManagement/device/record/{id}'],
  ]),
  ...inGroup('dictionary', [
    ['GET', '/dict/dictArea/get'],
    ['POST', '/dict/snoRule/generate'],
    ['POST', '/dict/snoRule/get'],
  ]),
  ...inGroup('maps', [
    ['GET', '/thirdparty/gaode/address/regeo'],
    ['GET', '/thirdparty/gaode/address/calculateLineDistance'],
  ]),
  ...inGroup('orders', [
    ['GET', '/order/orders', { note: 'method ours: list' }],
    ['POST', '/order/orders', { note: 'method ours: place an order' }],
    ['POST', '/order/batch/order', { note: 'body ours: ids (the orders read back after a batch cancel)' }],
    ['POST', '/order/pay/receivable', { ours: 'pay receivable' }],
    ['POST', '/order/payment', { ours: 'payment' }],
    ['POST', '/order/afterSale/refund', { ours: 'after-sale refund' }],
    ['POST', '/order/comment', { ours: 'order comment' }],
    ['GET', '/order/comments', { ours: 'order comments', note: 'query ours: storeId, size (the store\'s evaluations on the order detail)' }],
    ['POST', '/order/applyReceiptDetail'],
  ]),
  ...inGroup('supplier', [
    ['POST', '/srm/supplier'],
    ['GET', '/srm/supplier/{id}'],
    ['GET', '/srm/tenant/{tenantId}/supplier/{supplierTenantId}', { never: 'the supplier record one organisation keeps of another platform organisation, looked up by the two organisations\' ids: a platform-to-platform lookup; the phone\'s supplier list and GET /srm/supplier/{id} already give that same record' }],
    ['POST', '/srm/supplier/batch', { note: 'body ours: { ids, level } sets the level of the chosen (the select mode); { ids } reads them' }],
    ['GET', '/srm/level'],
    ['GET', '/srm/tag'],
  ]),
  ...inGroup('goods', [
    ['GET', '/sku/sku/intro'],
    ['GET', '/sku/app/goods/list/{id}'],
    ['GET', '/sku/store/goods/list', { note: 'the spec writes a trailing slash' }],
    ['GET', '/sku/store/page/List/{storeId}'],
  ]),
  ...inGroup('ads', [['GET', '/ad/adSlot/findAdsByUniqueKey']]),
  ...inGroup('print', [
    ['GET', '/print/pdf/print', { note: 'the spec adds "/print/... others" without naming them' }],
    ['POST', '/print/render-date-range'],
    ['POST', '/print/named-render-date-range'],
  ]),
  ...inGroup('functions', [['POST', '/func/appFunction/execute', { note: 'method ours' }]]),
  ...inGroup('processReport', [
    ['GET', '/ware-engine-form/process-reports/{id}', { ours: 'process report (get)' }],
    ['DELETE', '/ware-engine-form/process-reports/{id}', { ours: 'process report removal (delete)' }],
  ]),
];

/** Calls the client makes that §7 does not list, each with the screen or rule of the spec that needs it. */
export const CALL_ADDITIONS: readonly CallAddition[] = [
  {
    method: 'POST',
    path: '/auth/token/refresh',
    reason: 're-authentication (§4) of a platform session (account or WeChat login), which has no provider refresh token',
  },
  {
    method: 'POST',
    path: '/bigtable/application/{appId}/form/{formId}/form-data/duplicate-check',
    reason: 'the newer engine\'s counterpart of data/duplicate-check (the form\'s no-duplicates rule on both engines)',
  },
  {
    method: 'GET',
    path: '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}/changelogs',
    reason: 'the newer engine\'s counterpart of data/{id}/changelogs (the record\'s change log on both engines)',
  },
  {
    method: 'POST',
    path: '/ware-engine-form/data/{id}/copy',
    reason: 'the older engine\'s counterpart of copyData (copy a record on both engines)',
  },
  {
    method: 'DELETE',
    path: '/bigtable/form-data/collaboration/{id}',
    reason: 'the newer engine\'s counterpart of collaborators DELETE (remove a collaborator on both engines)',
  },
  {
    method: 'GET',
    path: '/bigtable/application/{appId}/form/{formId}/custom-buttons',
    reason: 'the newer engine\'s counterpart of custom-buttons (a record\'s custom buttons on both engines)',
  },
  {
    method: 'GET',
    path: '/bigtable/application/{appId}/form/{formId}/print-templates',
    reason: 'the templates to print a newer-engine record with, before its pdf (the older engine\'s templates)',
  },
  {
    method: 'POST',
    path: '/bigtable/application/{appId}/form/{formId}/form-data/export',
    reason: 'a list\'s export (§3 operation export) as a file, which §7 names no call to make; the file is then fetched by §7\'s file download',
  },
  {
    method: 'POST',
    path: '/ware-engine-form/data/export',
    reason: 'the older engine\'s counterpart of form-data/export (a list\'s export on both engines)',
  },
  { method: 'GET', path: '/storage/idCardMessage', reason: 'the certification screen shows what the user has already certified' },
  { method: 'GET', path: '/thirdparty/gaode/place/around', reason: 'the location picker\'s places nearby (choose-location screen)' },
  { method: 'GET', path: '/thirdparty/gaode/place/text', reason: 'the location picker\'s search (choose-location screen)' },
  { method: 'POST', path: '/notify/subscriptions', reason: 'the mini program\'s subscribe messages: what the user allowed, so the platform may notify them' },
  { method: 'PUT', path: '/srm/supplier/{id}', reason: 'editing a supplier on the supplier screen' },
  { method: 'GET', path: '/order/orders/{id}', reason: 'the order detail screen' },
  { method: 'PUT', path: '/order/orders/{id}/cancel', reason: 'cancelling an order on the order detail screen' },
  { method: 'PUT', path: '/order/orders/{id}/sign', reason: 'confirming receipt on the order detail screen' },
  { method: 'GET', path: '/order/afterSale', reason: 'the after-sales list screen' },
  { method: 'PUT', path: '/order/afterSale/{id}/approve', reason: 'an after-sale request approved on the after-sales screen' },
  { method: 'PUT', path: '/order/afterSale/{id}/reject', reason: 'an after-sale request refused on the after-sales screen' },
];
