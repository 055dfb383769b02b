/**
 * The colours of a chart's frame. A canvas cannot read the theme's CSS variables in the mini program, so these are
 * the values of ui/theme.css (text, divider, surface); change them with the theme. The marks take theirs from the
 * colour-blind-safe palette (domain/analysis CHART_PALETTE), which the legends use too. The dark theme keeps these:
 * the canvas sits on paper there (--ware-color-paper, light in both themes), where the palette's black and yellow stay legible.
 */
export const CHART_COLORS = {
  grid: '#ebedf0',
  text: '#4e5561',
  surface: '#fff',
} as const;
