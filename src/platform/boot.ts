// Mini-program start-up (spec §2 "At start"): clear the flags that must not survive a restart.
// The H5 variant, boot.h5.ts, also applies the address rules before the router starts.
import { startupActions } from '../domain/routing/startup';
import { storage } from './storage';

startupActions({ protocol: '', host: '', productHost: '' }).clearKeys.forEach((key) => storage.remove(key));
