/**
 * Demo content (server/README.md "Documents, comments, scores, collections and articles"): documents of the
 * document library with real files (a PDF, a PNG, a text file) in `files`, one comment and one score, and the
 * platform's service agreement article. Called from seed/index.ts inside its transaction, after `files` is cleared.
 */
import { encodePng } from './png.js';
import { cmsArticles, cmsComments, cmsDocuments, cmsScores } from '../db/cms.js';
import type { Db } from '../db/index.js';
import { files } from '../db/schema.js';
import { demoFileId } from '../util.js';

const TENANT_A = '1001';
const TENANT_B = '1002';
const ADMIN = '10001';
const CREATED = '2026-01-05T08:00:00.000Z';

/** A fixed 24-hex-digit file id (the download route's format). */
const seededFileId = (n: number): string => demoFileId('doc', n);

const SERVICE_AGREEMENT_ID = 'service-agreement';

const DOCUMENT_SEEDS = [
  { id: 'doc-handbook', tenantId: TENANT_A, title: '员工手册', file: 1, isPublic: false, description: '公司制度与员工行为规范' },
  { id: 'doc-poster', tenantId: TENANT_A, title: '产品海报', file: 2, isPublic: true, description: '新品发布会海报' },
  { id: 'doc-notes', tenantId: TENANT_A, title: '会议纪要', file: 3, isPublic: false, description: '季度经营分析会' },
  { id: 'doc-contract', tenantId: TENANT_B, title: '采购合同范本', file: 4, isPublic: false, description: '演示贸易有限公司内部文件' },
] as const;

/** A tiny valid PDF with one page of text; the cross-reference offsets are computed, so readers open it cleanly. */
function tinyPdf(title: string): Buffer {
  const text = `BT /F1 24 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A small RGB PNG (a two-colour banner): no image library needed for demo data. */
export function tinyPng(width = 160, height = 90): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(Math.floor(i / width) < height / 2 ? [0x1a, 0x73, 0xe8] : [0xfa, 0xad, 0x14], i * 3);
  return encodePng(width, height, rgb);
}

const SEEDED_FILES = [
  { n: 1, tenantId: TENANT_A, name: '员工手册.pdf', contentType: 'application/pdf', data: () => tinyPdf('Ware Employee Handbook') },
  { n: 2, tenantId: TENANT_A, name: '产品海报.png', contentType: 'image/png', data: () => tinyPng() },
  { n: 3, tenantId: TENANT_A, name: '会议纪要.txt', contentType: 'text/plain', data: () => Buffer.from('季度经营分析会纪要\n一、销售额同比增长 12%\n二、下季度重点：华东市场\n', 'utf8') },
  { n: 4, tenantId: TENANT_B, name: '采购合同范本.pdf', contentType: 'application/pdf', data: () => tinyPdf('Purchase Contract') },
];

/** The platform's service agreement (shown by /pagesB/view/serviceAgreement; readable without signing in). */
const SERVICE_AGREEMENT_HTML = [
  '<h2>一、总则</h2>',
  '<p>欢迎使用 Ware 低代码业务平台（以下简称“本平台”）。您在使用本平台提供的应用、表单、数据与文档等服务前，应当仔细阅读并同意本协议。</p>',
  '<h2>二、账号与组织</h2>',
  '<p>您应妥善保管账号与密码，并对以该账号进行的一切操作负责。您在组织内产生的数据归属于该组织，由组织管理员按其规则管理。</p>',
  '<h2>三、数据与隐私</h2>',
  '<p>本平台仅在提供服务所必需的范围内处理您的个人信息，不会向无关第三方出售或披露。组织之间的数据相互隔离。</p>',
  '<h2>四、使用规范</h2>',
  '<p>您不得利用本平台发布违法违规内容，不得干扰平台的正常运行。违反本协议的，本平台有权暂停或终止服务。</p>',
  '<h2>五、其他</h2>',
  '<p>本协议的修改将在平台内公布，修改后继续使用即视为同意。如有疑问，请联系您所在组织的管理员。</p>',
].join('');

export function seedCms(db: Db): void {
  db.insert(files)
    .values(SEEDED_FILES.map((f) => {
      const data = f.data();
      return { id: seededFileId(f.n), tenantId: f.tenantId, userId: ADMIN, name: f.name, contentType: f.contentType, size: data.length, data, createdAt: CREATED };
    }))
    .run();
  db.insert(cmsDocuments)
    .values(DOCUMENT_SEEDS.map((d, i) => ({ id: d.id, tenantId: d.tenantId, title: d.title, description: d.description, fileId: seededFileId(d.file), isPublic: d.isPublic, readCount: 10 * (i + 1), createdBy: ADMIN, createdAt: CREATED })))
    .run();
  db.insert(cmsComments).values({ id: 'cms-comment-1', tenantId: TENANT_A, documentId: 'doc-handbook', userId: ADMIN, content: '请大家认真阅读第三章。', createdAt: CREATED }).run();
  db.insert(cmsScores).values({ documentId: 'doc-handbook', userId: ADMIN, tenantId: TENANT_A, score: 5, createdAt: CREATED, updatedAt: CREATED }).run();
  db.insert(cmsArticles).values({ id: SERVICE_AGREEMENT_ID, tenantId: null, title: 'Ware 平台服务协议', content: SERVICE_AGREEMENT_HTML, isPublic: true, updatedAt: CREATED }).run();
}
