// The to-do centre's rules: tabs and badges, the task mode of a record, the process timeline and report.
export * from './report';
export * from './tabs';
export * from './task-mode';
export * from './text';
export * from './timeline';
