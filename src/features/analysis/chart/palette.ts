/**
 * The chart colours. A canvas cannot read the theme's CSS variables in the mini program, so these are the values of
 * ui/theme.css (primary, text, divider) plus series colours that stay apart for colour-blind readers; change them
 * with the theme.
 */
export const CHART_COLORS = {
  primary: '#0064f1',
  axis: '#676d77',
  grid: '#ebedf0',
  text: '#4e5561',
  surface: '#fff',
  series: ['#0064f1', '#fa8c16', '#52c41a', '#d83931', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'],
} as const;

export const seriesColor = (i: number): string => CHART_COLORS.series[i % CHART_COLORS.series.length]!;
