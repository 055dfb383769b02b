/**
 * H5 inside WeChat's browser: photos picked with the JS-SDK's chooseImage (album or camera, WeChat's compressed
 * copies) and read with getLocalImgData, whose base64 becomes a File, so they take the same compression, upload
 * and progress as a photo from the browser's picker (upload.h5.ts). A localId is not a URL the page can fetch or
 * upload: getLocalImgData is the SDK's one way to its bytes.
 */
import { inWechatBrowser, wechatJsSdk } from './wechat-jssdk';
import { IMAGE_CHOOSE_COUNT } from '../domain/constants';

type Sdk = NonNullable<Awaited<ReturnType<typeof wechatJsSdk>>>;

/** Android answers bare base64, iOS a data URL; either may carry line breaks. */
export function imageFileOf(localData: string, name: string): File {
  const match = /^data:([^;,]+)?(?:;base64)?,/.exec(localData);
  const base64 = (match ? localData.slice(match[0].length) : localData).replace(/\s/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Bare base64 names no type: a PNG says so in its first bytes, WeChat's compressed copies are otherwise JPEG.
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const type = match?.[1] ?? (png ? 'image/png' : 'image/jpeg');
  return new File([bytes], `${name}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}

function choose(wx: Sdk, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    wx.chooseImage({
      count,
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
      success: (r: { localIds: string[] }) => resolve(r.localIds ?? []),
      // A cancel or a failure picks nothing, as closing the browser's picker does.
      cancel: () => resolve([]),
      fail: () => resolve([]),
    });
  });
}

function localData(wx: Sdk, localId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    wx.getLocalImgData({
      localId,
      success: (r: { localData: string }) => resolve(r.localData),
      fail: (e: unknown) => reject(new Error(`getLocalImgData failed: ${JSON.stringify(e)}`)),
    });
  });
}

/**
 * Up to `count` photos (at most the spec's image choose count of 9, screens-data-rules.md §9), or null outside WeChat or when the
 * SDK cannot be configured (the browser's picker is used then).
 */
export async function chooseWechatImages(count: number): Promise<File[] | null> {
  if (!inWechatBrowser()) return null;
  const wx = await wechatJsSdk();
  if (!wx) return null;
  const wanted = Math.min(count, IMAGE_CHOOSE_COUNT);
  if (wanted <= 0) return [];
  const ids = await choose(wx, wanted);
  const stamp = Date.now();
  const files: File[] = [];
  // getLocalImgData answers one at a time (the SDK queues the others): read them in order.
  for (const [i, id] of ids.slice(0, wanted).entries()) files.push(imageFileOf(await localData(wx, id), `wechat-${stamp}-${i + 1}`));
  return files;
}
