export { default } from '../features/analysis/ControlPanelScreen';
