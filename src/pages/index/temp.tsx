export { default } from '../../features/entry/EntryScreen';
