/** In the browser the canvas already saves a data URL (Taro H5's canvasToTempFilePath is toDataURL). */
export function imageDataUrl(tempFilePath: string): Promise<string> {
  return Promise.resolve(tempFilePath);
}
