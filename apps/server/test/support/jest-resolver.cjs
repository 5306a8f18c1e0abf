// Resolves as jest does, and a package that offers only an ES module (Fedify and a few of its
// packages) by its `import` entry, which SWC then compiles to CommonJS (jest.config.js): jest on
// Node 20 cannot load ES modules without --experimental-vm-modules.
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (!/is not exported under the conditions/.test(error?.message ?? '')) throw error;
    return options.defaultResolver(request, { ...options, conditions: ['import', 'node', 'default'] });
  }
};
