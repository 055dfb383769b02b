import Taro from '@tarojs/taro';

/** Cancelling the login prompt on the only page there is: the mini program exits (screens-data-rules.md §8). */
export function leaveApp(): void {
  void Promise.resolve(Taro.exitMiniProgram({})).catch((error: unknown) => console.warn('[leave] exit failed', error));
}
