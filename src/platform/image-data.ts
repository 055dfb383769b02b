import Taro from '@tarojs/taro';

/**
 * An image the canvas saved (a temporary file in the mini program) as a data URL, the form the server stores a
 * handwritten signature in: WeChat's file system reads it as base64.
 */
export function imageDataUrl(tempFilePath: string, type: 'png' | 'jpeg' = 'png'): Promise<string> {
  if (tempFilePath.startsWith('data:')) return Promise.resolve(tempFilePath);
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().readFile({
      filePath: tempFilePath,
      encoding: 'base64',
      success: (res) => resolve(`data:image/${type};base64,${String(res.data)}`),
      fail: (err) => reject(new Error(`reading the signature failed: ${JSON.stringify(err)}`)),
    });
  });
}
