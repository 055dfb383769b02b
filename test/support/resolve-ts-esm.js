// Jest's resolver plus TypeScript's NodeNext rule: the server's ES modules import `./x.js` for the source file
// `./x.ts`, and the client's tests read some of them (the seeded forms and their builders). Tried only when the `.js`
// file does not exist, so every other import resolves as before.
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (!/^\.\.?\/.*\.js$/.test(request)) throw error;
    return options.defaultResolver(request.replace(/\.js$/, '.ts'), options);
  }
};
