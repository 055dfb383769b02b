/** The form feature's door for other features: the renderer and the people picker (the to-do centre's task mode). */
export { FormRenderer } from './renderer';
export { PeoplePicker } from './renderer/pickers/PeoplePicker';
