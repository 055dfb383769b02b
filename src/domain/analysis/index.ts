/** Statistic analysis rules: the panel's date ranges, figures, chart geometry and the control board. */
export * from './board';
export * from './chart-key';
export * from './chart-layout';
export * from './date-range';
export * from './figure-records';
export * from './figures';
