import Taro from '@tarojs/taro';

export { drawPoster } from './poster-canvas-draw';

/** Saves the drawn poster to the photo album (mini program). */
export async function savePoster(canvasId: string, scope?: unknown): Promise<boolean> {
  try {
    const { tempFilePath } = await Taro.canvasToTempFilePath({ canvasId }, scope as never);
    await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath });
    return true;
  } catch (error) {
    console.warn('[poster] saving failed', error);
    return false;
  }
}
