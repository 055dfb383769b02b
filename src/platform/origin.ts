/** The mini program has no origin of its own: relative bases are prefixed with the configured server origin. */
export function appOrigin(serverOrigin: string): string {
  return serverOrigin;
}
