/** The mini program has no JS-SDK: location and images use WeChat's own APIs there. */
export function installWechatJsSdk(): void {
  // Nothing to install.
}
