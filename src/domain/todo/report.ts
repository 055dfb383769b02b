// The process report's rules: how long a process took, as its report shows it.

/** A duration in the largest two units that matter: 2天3小时, 5小时12分钟, 8分钟; under a minute 不到1分钟. */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '不到1分钟';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}天${hours}小时` : `${days}天`;
  if (hours > 0) return rest > 0 ? `${hours}小时${rest}分钟` : `${hours}小时`;
  return `${rest}分钟`;
}
