/**
 * Imported first by server/main.ts. React (and other libraries) choose their production or
 * development build from process.env.NODE_ENV when they are first loaded; unset, they load the
 * development build, which renders a page several times slower (prop validation, owner stacks
 * through console.createTask). The shop's own config already defaults to production; this makes
 * the libraries agree before any of them is imported.
 */
process.env.NODE_ENV ??= 'production';
