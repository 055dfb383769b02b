/** The form feature's door for other features: the renderer and the people picker (the to-do centre's task mode). */
export { FormRenderer } from './renderer';
export { PeoplePicker } from './renderer/pickers/PeoplePicker';
/** The area picker with its details input (the goods screen's delivery address). */
export { AreaAddress } from './renderer/relations/AddressField';
