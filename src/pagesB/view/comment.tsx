export { default } from '../../features/documents/CommentScreen';
