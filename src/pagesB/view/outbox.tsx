export { default } from '../../features/outbox/OutboxScreen';
