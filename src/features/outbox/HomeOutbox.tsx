// The outbox on the home (the mini program: in the main package with the home). The H5 loads it after the home's
// first paint (HomeOutbox.h5.tsx).
export { OutboxCard as HomeOutbox } from './OutboxCard';
