import Taro from '@tarojs/taro';

export { drawPoster } from './poster-canvas-draw';

/** H5: the browser has no photo album; the poster is downloaded as a PNG. */
export async function savePoster(canvasId: string, _scope?: unknown): Promise<boolean> {
  try {
    const { tempFilePath } = await Taro.canvasToTempFilePath({ canvasId });
    const link = document.createElement('a');
    link.href = tempFilePath;
    link.download = 'poster.png';
    link.click();
    return true;
  } catch (error) {
    console.warn('[poster] saving failed', error);
    return false;
  }
}
