/** The mini program's modal, toast and action sheet are WeChat's own: nothing to restyle or make reachable. */
export function installTaroInteraction(): void {}
