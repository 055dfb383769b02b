/** In the mini program a signature is drawn by touch only: nothing to pass on (the H5 variant bridges the mouse). */
export function useMouseAsTouch(_id: string): void {}
