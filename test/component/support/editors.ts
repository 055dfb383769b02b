/**
 * The H5 registry loads the heavy editor families as chunks of their own (editors/registry.h5.ts): a test that looks
 * at such fields right after rendering loads them first, as the form screen does when a form's model arrives.
 */
import { CONTROL_TYPES, type FlatField } from '../../../src/domain/form-engine';
import { preloadEditors } from '../../../src/features/form-renderer/editors/registry';

export const loadAllEditors = (): Promise<void> => preloadEditors(CONTROL_TYPES.map((type) => ({ type }) as FlatField));
