import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { pickFiles } from './support/pick-files';
import { signInAs } from './support/sign-in';
import { CERT_TEXT } from '../../src/features/certification/text';

/**
 * Real-name certification in the browser, from the seeded sample card photos: OCR fills the number and validity,
 * the person types the name, a wrong check digit is refused here, and the face-verification provider's page (played
 * by the local server) decides certified or failed with its reason.
 */

test.beforeEach(async ({ server }) => server.reset());

async function pickSample(page: Page, button: string, sampleId: string, baseUrl: string) {
  const png = Buffer.from(await (await fetch(`${baseUrl}/api/storage/ocr/samples/${sampleId}`)).arrayBuffer());
  await pickFiles(page, () => page.getByRole('button', { name: button }).click(), { name: `${sampleId}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByText(CERT_TEXT.recognised).first()).toBeVisible({ timeout: 30_000 });
}

async function fillPerson(page: Page, baseUrl: string, frontSample: string) {
  await signInAs(page, 'member');
  await page.goto('/certification/index');
  await expect(page.getByTestId('cert-status')).toContainText(CERT_TEXT.status.NOT_STARTED);
  await pickSample(page, CERT_TEXT.front, frontSample, baseUrl);
  await pickSample(page, CERT_TEXT.back, 'dv-17103', baseUrl);
  await expect(page.getByLabel(CERT_TEXT.validity)).toHaveValue('2016-03-01 - 2036-03-01');
  await page.getByLabel(CERT_TEXT.name).fill('林晓');
}

test('a person is certified from the sample ID card and a passed face check', async ({ page, server }) => {
  test.setTimeout(90_000);
  await fillPerson(page, server.url, 'dv-17101');
  await expect(page.getByLabel(CERT_TEXT.idNumber)).toHaveValue('330106199003071236');
  await page.getByRole('button', { name: CERT_TEXT.startFace }).click();
  await expect(page.getByRole('heading', { name: '人脸核身' })).toBeVisible();
  await page.getByRole('button', { name: '完成核身（本人）' }).click();
  await expect(page.getByTestId('cert-status')).toContainText(CERT_TEXT.status.CERTIFIED);
  await expect(page.getByTestId('cert-status')).toContainText('林晓  330***********1236');
  await expect(page.getByRole('button', { name: CERT_TEXT.startFace })).toHaveCount(0);
});

test('a wrong check digit is refused; a failed face check shows the reason', async ({ page, server }) => {
  test.setTimeout(90_000);
  await fillPerson(page, server.url, 'dv-17102');
  await expect(page.getByLabel(CERT_TEXT.idNumber)).toHaveValue('330106199003071237');
  await page.getByRole('button', { name: CERT_TEXT.startFace }).click();
  await expect(page.getByRole('alert')).toHaveText(CERT_TEXT.idProblem.checkDigit);
  // Corrected by hand, it goes on; the provider then refuses the face.
  await page.getByLabel(CERT_TEXT.idNumber).fill('330106199003071236');
  await page.getByRole('button', { name: CERT_TEXT.startFace }).click();
  await page.getByRole('button', { name: '核身不通过（非本人）' }).click();
  await expect(page.getByTestId('cert-status')).toContainText(CERT_TEXT.status.FAILED);
  await expect(page.getByTestId('cert-status')).toContainText(`${CERT_TEXT.failedBecause}人脸与身份证照片不一致`);
  // The form is there again to retry, with what was typed.
  await expect(page.getByLabel(CERT_TEXT.name)).toHaveValue('林晓');
});

test('an organisation\'s licence is read, its credit code checked, and it waits in review', async ({ page, server }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'member');
  await page.goto('/certification/index?kind=ORGANIZATION');
  await pickSample(page, CERT_TEXT.license, 'dv-17104', server.url);
  await expect(page.getByLabel(CERT_TEXT.creditCode)).toHaveValue('91330106MA2B3C4D5D');
  await page.getByLabel(CERT_TEXT.orgName).fill('杭州星河示例科技有限公司');
  await page.getByLabel(CERT_TEXT.legalPerson).fill('林晓');
  await page.getByLabel(CERT_TEXT.creditCode).fill('91330106MA2B3C4D5E');
  await page.getByRole('button', { name: CERT_TEXT.submitOrg }).click();
  await expect(page.getByRole('alert')).toHaveText(CERT_TEXT.creditProblem.checkCharacter);
  await page.getByLabel(CERT_TEXT.creditCode).fill('91330106MA2B3C4D5D');
  await page.getByRole('button', { name: CERT_TEXT.submitOrg }).click();
  await expect(page.getByTestId('cert-status')).toContainText(CERT_TEXT.status.IN_REVIEW);
});
