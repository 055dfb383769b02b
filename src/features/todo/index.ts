/** The to-do centre's door: where a home counter leads, and a record's approval on its detail page. */
export { todoTabUrl } from './links';
export { ProcessSection } from './ProcessSection';
