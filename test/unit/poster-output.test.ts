import { albumFailure, posterPixels } from '../../src/domain/share/poster-output';

describe('posterPixels: the canvas at the device pixel ratio, CSS size unchanged', () => {
  it.each<[string, unknown, { width: number; height: number; scale: number }]>([
    ['ratio 1', 1, { width: 300, height: 401, scale: 1 }],
    ['ratio 2', 2, { width: 600, height: 802, scale: 2 }],
    ['ratio 3 (most phones)', 3, { width: 900, height: 1203, scale: 3 }],
    ['fractional ratio rounds the pixels', 2.75, { width: 825, height: 1103, scale: 2.75 }],
    ['above 3 is held at 3', 4, { width: 900, height: 1203, scale: 3 }],
    ['below 1 is 1', 0.5, { width: 300, height: 401, scale: 1 }],
    ['unknown is 1', undefined, { width: 300, height: 401, scale: 1 }],
    ['not a number is 1', Number.NaN, { width: 300, height: 401, scale: 1 }],
  ])('%s', (_case, ratio, expected) => {
    expect(posterPixels(300, 401, ratio)).toEqual(expected);
  });
});

describe('albumFailure: a refused album is told apart', () => {
  it.each<[unknown, string]>([
    [{ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }, 'denied'],
    [{ errMsg: 'saveImageToPhotosAlbum:fail auth denied' }, 'denied'],
    [{ errMsg: 'saveImageToPhotosAlbum:fail authorize no response' }, 'denied'],
    [{ errMsg: 'saveImageToPhotosAlbum:fail cancel' }, 'cancelled'],
    [{ errMsg: 'saveImageToPhotosAlbum:fail file not exists' }, 'failed'],
    [new Error('canvasToTempFilePath:fail'), 'failed'],
    [null, 'failed'],
  ])('%p is %s', (error, expected) => {
    expect(albumFailure(error)).toBe(expected);
  });
});
