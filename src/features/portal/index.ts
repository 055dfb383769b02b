/** The portal feature's door for other features: none of them uses anything of it yet. */
export {};
