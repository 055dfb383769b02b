/** The to-do centre's door: where a home counter leads. */
export { todoTabUrl } from './links';
